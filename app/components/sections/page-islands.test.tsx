import { allJobs } from "@generated/content";
import { type ReactElement, Suspense } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { EntryFormPage } from "~/components/entries/entry-form-page";
import { entryForm, formIsland } from "~/components/forms/form-island-spec";
import { blogData } from "~/loaders/blog.server";
import { entryFormData } from "~/loaders/entry-form.server";
import { pageData } from "~/loaders/page.server";
import { blogArchivePaths, livePageRoutes } from "../../../scripts/content/paths";
import { BlogContext } from "./blog-context";
import { ContentPage } from "./content-page";
import { pageIslands } from "./page-islands";

/*
 * A kept body wakes the islands its route lists (routes/page.tsx, blog.tsx, entry-form.tsx); the
 * prerender renders each one's wrapper from the section components. The two must name the same
 * islands, or a form in the page would stay inert HTML (listed, no wrapper) or never wake (a
 * wrapper nobody lists).
 */
async function islandsIn(element: ReactElement, path: string): Promise<string[]> {
  const { prelude } = await prerenderToNodeStream(
    <MemoryRouter initialEntries={[path]}>
      <Suspense>{element}</Suspense>
    </MemoryRouter>,
  );
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return Array.from(html.matchAll(/data-island="([^"]+)"/g), (match) => match[1] ?? "");
}

describe("islands", () => {
  it("each page with a form lists exactly the islands its prerendered body has", async () => {
    const withIslands = livePageRoutes()
      .filter((route) => !route.aliasOf && (!route.layout || route.layout === "page"))
      .map((route) => pageData(route.path))
      .filter((data) => data.islands);
    expect(withIslands.length).toBeGreaterThan(0);
    for (const { page, lists } of withIslands) {
      const listed = pageIslands(page.sections, lists).map((island) => island.name);
      expect(listed.length, page.path).toBeGreaterThan(0);
      expect(await islandsIn(<ContentPage page={page} lists={lists} />, page.path), page.path).toEqual(listed);
    }
  });

  it("each blog page lists its article list and the islands its body has", async () => {
    for (const path of ["/blog", ...blogArchivePaths()]) {
      const [, kind, value] = /^\/blog\/(page|category)\/(.+)$/.exec(path) ?? [];
      const { page, lists, view } = blogData(kind === "page" ? { page: value } : kind === "category" ? { category: value } : {});
      const listed = pageIslands(page.sections, lists).map((island) => island.name);
      expect(listed, path).toContain("blog:articles");
      const body = (
        <BlogContext value={view}>
          <ContentPage page={page} lists={lists} />
        </BlogContext>
      );
      expect(await islandsIn(body, path), path).toEqual(listed);
    }
  });

  it("every job's Apply page lists the island its body has", async () => {
    for (const job of allJobs) {
      const data = entryFormData("apply", job.slug);
      expect(await islandsIn(<EntryFormPage data={data} />, `/company/careers/${job.slug}/apply`), job.slug).toEqual([formIsland(entryForm(data)).name]);
    }
  });
});
