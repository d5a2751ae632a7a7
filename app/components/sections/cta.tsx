import type { CtaSection } from "~/content/types";
import { ActionRow } from "./action-button";

export function Cta({ section }: { section: CtaSection }) {
  const headingId = `${section.id ?? "cta"}-heading`;
  return (
    <section id={section.id} aria-labelledby={headingId} className="px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="mx-auto max-w-5xl rounded-card bg-gradient-to-br from-brand-800 to-navy-900 px-6 py-12 text-center text-white shadow-raised sm:px-12">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight">{section.title}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-slate-200">{section.body}</p>
        <div className="mt-8 flex justify-center">
          <ActionRow actions={section.actions} surface="dark" />
        </div>
      </div>
    </section>
  );
}
