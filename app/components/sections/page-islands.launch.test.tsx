import { type ReactElement, Suspense } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { EntryFormPage } from "~/components/entries/entry-form-page";
import { entryForm, formIsland } from "~/components/forms/form-island-spec";
import { blogData } from "~/loaders/blog.server";
import { entryFormData } from "~/loaders/entry-form.server";
import { pageData } from "~/loaders/page.server";
import { BlogContext } from "./blog-context";
import { ContentPage } from "./content-page";
import { pageIslands } from "./page-islands";

/*
 * The launch pages' islands (the contact page's two, the blog's two, a launch job's Apply page),
 * on the frozen launch content (test/fixtures/content); page-islands.test.tsx holds the rule for
 * any content. A kept body wakes the islands its route lists (routes/page.tsx, blog.tsx, entry-form.tsx); the
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

describe("islands at launch", () => {
  it("the contact page's islands are its form and its copy button", () => {
    const { page, lists } = pageData("/company/contact");
    expect(pageIslands(page.sections, lists).map((island) => island.name)).toEqual([
      "form:contact",
      "copy-email",
    ]);
  });

  it("each blog page lists its article list and newsletter form, the islands its body has", async () => {
    for (const [path, params] of [
      ["/blog", {}],
      ["/blog/page/2", { page: "2" }],
      ["/blog/category/cloud", { category: "cloud" }],
    ] as const) {
      const { page, lists, view } = blogData(params);
      const listed = pageIslands(page.sections, lists).map((island) => island.name);
      expect(listed, path).toEqual(["blog:articles", "form:newsletter"]);
      const body = (
        <BlogContext value={view}>
          <ContentPage page={page} lists={lists} />
        </BlogContext>
      );
      expect(await islandsIn(body, path), path).toEqual(listed);
    }
  });

  it("an entry's form page lists the island its body has", async () => {
    const data = entryFormData("apply", "security-consultant");
    expect(
      await islandsIn(<EntryFormPage data={data} />, "/company/careers/security-consultant/apply"),
    ).toEqual([formIsland(entryForm(data)).name]);
  });
});
