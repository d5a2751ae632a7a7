import type { FormSection as FormSectionData, PageLists } from "~/content/types";
import { FormView } from "~/components/forms/form-view";
import { SectionShell } from "./section-shell";

/** A page section holding one form of content/forms (Schedule a demo, Contact sales...). */
export function FormSection({ section, forms = {}, posts = {} }: { section: FormSectionData; forms?: PageLists["forms"]; posts?: PageLists["formPosts"] }) {
  const form = forms[section.form];
  if (!form) throw new Error(`The page's data has no form "${section.form}"`);
  return (
    <SectionShell id={section.id} title={section.title} intro={section.intro}>
      <div className="max-w-3xl rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
        <FormView form={form} label={form.title} idPrefix={section.id ?? form.id} post={posts[section.form] ?? null} />
      </div>
    </SectionShell>
  );
}
