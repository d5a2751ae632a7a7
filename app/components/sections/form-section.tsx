import type { SectionOf } from "~/content/types";
import { FormView } from "~/components/forms/form-view";
import { type FormLists, sectionForm } from "~/components/forms/section-form";
import { SectionShell, plainCard } from "./section-shell";
import { withErrorBoundary } from "~/components/ui/error-screen";

export const FormSection = withErrorBoundary(FormSectionView);

function FormSectionView({ section, ...lists }: { section: SectionOf<"form"> } & FormLists) {
  return (
    <SectionShell section={section}>
      <div className={`${plainCard} max-w-3xl p-6 sm:p-8`}>
        <FormView {...sectionForm(section, lists)} idPrefix={section.id} />
      </div>
    </SectionShell>
  );
}
