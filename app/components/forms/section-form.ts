import type { EntryFormView, PageLists, SectionOf } from "~/content/types";
import type { FormViewProps } from "./form-view";

/** What a form island is given: its definition and how it posts without JavaScript, as data. */
export type FormData = Pick<
  FormViewProps,
  "form" | "parameter" | "label" | "idPrefix" | "post" | "surface"
>;

type Lists = Pick<PageLists, "forms" | "formPosts">;

export function sectionForm(
  section: SectionOf<"contact" | "form" | "newsletter">,
  { forms = {}, formPosts = {} }: Lists,
): FormData {
  const id = section.type === "form" ? section.form : section.type;
  const form = forms[id];
  if (!form) throw new Error(`The page's data has no "${id}" form (a ${section.type} section)`);
  const post = formPosts[id] ?? null;
  switch (section.type) {
    case "contact":
      return { form, label: "Contact form", idPrefix: "contact", post };
    case "newsletter":
      return {
        form,
        label: section.title,
        idPrefix: section.id ?? "newsletter",
        post,
        surface: "dark",
      };
    case "form":
      return { form, label: form.title, idPrefix: section.id ?? form.id, post };
  }
}

export function entryForm({
  form,
  parameter,
  post,
}: Pick<EntryFormView, "form" | "parameter" | "post">): FormData {
  return { form, parameter, label: form.title, post };
}
