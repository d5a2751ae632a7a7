import type { SectionOf } from "~/content/types";
import type { PageLists } from "~/collections/list";

/** What a form section is given besides itself: the page's forms and how each posts without JavaScript. */
export interface FormLists {
  forms?: PageLists["forms"];
  posts?: PageLists["formPosts"];
}

export function sectionForm(
  section: SectionOf<"contact" | "form" | "newsletter">,
  { forms = {}, posts = {} }: FormLists,
) {
  const id = section.type === "form" ? section.form : section.type;
  const form = forms[id];
  if (!form) throw new Error(`The page's data has no "${id}" form (a ${section.type} section)`);
  return { form, post: posts[id] ?? null };
}
