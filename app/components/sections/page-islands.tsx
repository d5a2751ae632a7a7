import type { PageLists, Section } from "~/content/types";
import { formIsland, sectionForm } from "~/components/forms/form-island-spec";
import type { IslandSpec } from "~/components/islands/islands";
import { COPY_EMAIL_ISLAND, blogIslandName, docsIslandName } from "./island-names";

/**
 * The islands of a page written as sections (islands.tsx): every form, the contact section's
 * copy button, the blog's list and the documentation's search. The sections render the same parts
 * inside `<Island>` wrappers of these names (island-names.ts).
 */
export function pageIslands(sections: readonly Section[], lists: PageLists): IslandSpec[] {
  return sections.flatMap((section): IslandSpec[] => {
    switch (section.type) {
      case "contact":
        return [
          formIsland(sectionForm(section, lists)),
          {
            name: COPY_EMAIL_ISLAND,
            load: () => import("./copy-email-island").then(({ copyEmailButton }) => copyEmailButton()),
          },
        ];
      case "form":
      case "newsletter":
        return [formIsland(sectionForm(section, lists))];
      case "blog":
        return [{ name: blogIslandName(section), load: () => import("./blog-list").then(({ BlogList }) => <BlogList section={section} articles={lists.articles ?? []} />) }];
      case "docs":
        return [{ name: docsIslandName(section), load: () => import("./docs-browser").then(({ DocsBrowser }) => <DocsBrowser section={section} />) }];
      default:
        return [];
    }
  });
}
