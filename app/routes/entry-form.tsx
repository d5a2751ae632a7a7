import { EntryFormPage } from "~/components/entries/entry-form-page";
import { entryFormData } from "~/loaders/entry-form.server";
import { pathOf } from "~/loaders/page.server";
import { metaFromLoader } from "~/lib/route-meta";
import { entryFormKindOf } from "~/route-table";
import type { Route } from "./+types/entry-form";

/**
 * One entry's form (route-table.ts `entryFormRoutes`): Apply Now for a job, Register for a
 * webinar or an event. Rendered and hydrated like any page, so the form's script runs here.
 */
export const loader = ({ request, params }: Route.LoaderArgs) => {
  const kind = entryFormKindOf(pathOf(request));
  if (!kind) throw new Response("No such form page", { status: 404 });
  return entryFormData(kind, params.slug);
};
export const meta = metaFromLoader;

export default function EntryFormRoute({ loaderData }: Route.ComponentProps) {
  return <EntryFormPage data={loaderData} />;
}
