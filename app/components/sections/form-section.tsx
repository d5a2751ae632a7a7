import type { PageLists, SectionOf } from "~/content/types";
import { FormView } from "~/components/forms/form-view";
import { sectionForm } from "~/components/forms/section-form";
import { SectionShell } from "./section-shell";
import { withErrorBoundary } from "~/components/ui/error-screen";

export const FormSection = withErrorBoundary(FormSectionView);

function FormSectionView({
  section,
  forms = {},
  posts = {},
}: {
  section: SectionOf<"form">;
  forms?: PageLists["forms"];
  posts?: PageLists["formPosts"];
}) {
  return (
    <SectionShell id={section.id} title={section.title} intro={section.intro}>
      <div className="max-w-3xl rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
        <FormView {...sectionForm(section, { forms, formPosts: posts })} />
      </div>
    </SectionShell>
  );
}
