import type { SectionOf } from "~/content/types";
import { FormView } from "~/components/forms/form-view";
import { type FormLists, sectionForm } from "~/components/forms/section-form";
import { withErrorBoundary } from "~/components/ui/error-screen";

export const NewsletterSignup = withErrorBoundary(NewsletterSignupView);

function NewsletterSignupView({
  section,
  openMail,
  ...lists
}: { section: SectionOf<"newsletter">; openMail?: (href: string) => void } & FormLists) {
  const id = section.id ?? "newsletter";
  return (
    <section
      id={section.id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-24 px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8"
    >
      <div className="mx-auto max-w-4xl rounded-card bg-navy-900 px-6 py-10 text-white shadow-raised sm:px-10">
        <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {section.title}
        </h2>
        <p className="mt-3 mb-6 max-w-2xl leading-relaxed text-slate-300">{section.body}</p>
        <FormView
          {...sectionForm(section, lists)}
          label={section.title}
          idPrefix={id}
          surface="dark"
          openMail={openMail}
        />
      </div>
    </section>
  );
}
