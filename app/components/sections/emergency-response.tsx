import { Icon } from "~/components/ui/icon";
import type { EmergencyResponseSection } from "~/content/types";
import { Reveal } from "~/components/ui/reveal";
import { ActionRow } from "./action-button";

export function EmergencyResponse({ section }: { section: EmergencyResponseSection }) {
  const id = section.id ?? "emergency-response";
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="mx-auto grid max-w-7xl gap-8 rounded-card border-2 border-brand-600 bg-navy-950 p-5 text-white shadow-raised sm:p-10 lg:grid-cols-[1fr_1.1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-brand-200">
            <Icon name="siren" className="size-4" />
            {section.eyebrow}
          </p>
          <h2 id={`${id}-heading`} className="mt-4 scroll-mt-24 text-3xl font-bold tracking-tight sm:text-4xl">
            {section.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-200">{section.body}</p>
          <div className="mt-8">
            <ActionRow actions={section.actions} surface="dark" />
          </div>
          <ul className="mt-6 space-y-1.5 text-sm text-slate-300">
            {section.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
        <Reveal className="rounded-card bg-navy-800 p-5 sm:p-8">
          <h3 className="text-xl font-semibold">{section.stepsTitle}</h3>
          <ol className="mt-6 space-y-5">
            {section.steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-300 text-sm font-bold text-navy-950"
                >
                  {index + 1}
                </span>
                <div>
                  <p className="text-sm font-semibold text-brand-300">{step.time}</p>
                  <p className="font-semibold">{step.title}</p>
                  <p className="mt-1 leading-relaxed text-slate-300">{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </Reveal>
      </div>
    </section>
  );
}
