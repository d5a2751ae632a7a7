import type { ContactSection, EntryFormView, FormSection, NewsletterSection, PageLists } from "~/content/types";
import { draftKey, hasDraft } from "~/forms/draft-key";
import type { IslandSpec } from "~/components/islands/islands";
// Types only (erased): the component loads when the island wakes.
import type { FormViewProps } from "./form-view";

/** A form's props that come from page data (tests add settings, a timeout, a mail opener). */
export type FormData = Pick<FormViewProps, "form" | "parameter" | "label" | "idPrefix" | "post" | "surface">;

type Lists = Pick<PageLists, "forms" | "formPosts">;

/** The form a page section shows, with the label and id prefix it shows it with. */
export function sectionForm(section: ContactSection | FormSection | NewsletterSection, { forms = {}, formPosts = {} }: Lists): FormData {
  const id = section.type === "form" ? section.form : section.type;
  const form = forms[id];
  if (!form) throw new Error(`The page's data has no "${id}" form (a ${section.type} section)`);
  const post = formPosts[id] ?? null;
  switch (section.type) {
    case "contact":
      return { form, label: "Contact form", idPrefix: "contact", post };
    case "newsletter":
      return { form, label: section.title, idPrefix: section.id ?? "newsletter", post, surface: "dark" };
    case "form":
      return { form, label: form.title, idPrefix: section.id ?? form.id, post };
  }
}

/** The `data-island` name of a form's wrapper (form-island.tsx). */
export const formIslandName = ({ form, idPrefix }: Pick<FormData, "form" | "idPrefix">) => `form:${idPrefix ?? form.id}`;

/**
 * A form in a kept page body, as an island: its code loads when the visitor first reaches for it,
 * or at once when a draft of it is kept, to restore. Its spam clock still starts when the page
 * was shown (KeptPageFormView), not when it wakes.
 */
export function formIsland(data: FormData): IslandSpec {
  return {
    name: formIslandName(data),
    load: () => import("./form-view").then(({ KeptPageFormView }) => <KeptPageFormView {...data} />),
    now: () => hasDraft(draftKey(data.form.id, data.parameter)),
  };
}

/** The form of an entry's form page (Apply Now, Register). */
export function entryForm({ form, parameter, post }: Pick<EntryFormView, "form" | "parameter" | "post">): FormData {
  return { form, parameter, label: form.title, post };
}
