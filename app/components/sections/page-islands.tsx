import type { PageLists, Section } from "~/content/types";
import { formIsland, sectionForm } from "~/components/forms/form-island-spec";
import type { IslandSpec } from "~/components/islands/islands";

/** The contact section's Copy email button. */
export const COPY_EMAIL_ISLAND = "copy-email";

/**
 * The islands of a page written as sections (islands.tsx): every form, and the contact section's
 * copy button. The sections render the same parts inside `<Island>` wrappers of these names.
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
      default:
        return [];
    }
  });
}
