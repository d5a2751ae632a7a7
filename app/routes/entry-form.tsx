import { PrerenderedHtml, keptBody } from "~/components/sections/prerendered-body";
import { entryFormData } from "~/loaders/entry-form.server";
import { pathOf } from "~/loaders/page.server";
import { metaFromLoader } from "~/lib/route-meta";
import { entryFormKindOf } from "~/route-table";
import type { Route } from "./+types/entry-form";

/** Loaded only to render the page in the browser: the first load keeps the prerendered body. */
const { Body: EntryFormPage, preload } = keptBody(() => import("~/components/entries/entry-form-page").then((m) => m.EntryFormPage));
export const handle = { preloadBody: preload };

/**
 * One entry's form (route-table.ts `entryFormRoutes`): Apply Now for a job, Register for a
 * webinar or an event. The body is kept prerendered HTML; the form in it is an island
 * (islands.tsx) whose code loads when the visitor reaches for it.
 */
export const loader = ({ request, params }: Route.LoaderArgs) => {
  const kind = entryFormKindOf(pathOf(request));
  if (!kind) throw new Response("No such form page", { status: 404 });
  return entryFormData(kind, params.slug);
};
export const meta = metaFromLoader;

/** The page's one island, its form: the code to wake it loads with the page, the form's own on intent. */
const formIslands = (data: Route.ComponentProps["loaderData"]) =>
  import("~/components/forms/form-island-spec").then((m) => [m.formIsland(m.entryForm(data))]);

export default function EntryFormRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PrerenderedHtml name="body" islands={() => formIslands(loaderData)}>
      <EntryFormPage data={loaderData} />
    </PrerenderedHtml>
  );
}
