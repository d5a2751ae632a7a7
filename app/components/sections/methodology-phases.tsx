import type { MethodologySection } from "~/content/types";
import { Reveal } from "~/components/ui/reveal";
import { SectionShell } from "./section-shell";

export function MethodologyPhases({ section }: { section: MethodologySection }) {
  return (
    <SectionShell id={section.id} title={section.title} intro={section.intro} tone="dark">
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {section.phases.map((phase, index) => (
          <Reveal as="li" key={phase.phase} delay={index * 0.1}
            className="flex flex-col rounded-card border border-white/10 bg-navy-800 p-6"
          >
            <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">
              Phase {index + 1}
            </p>
            <h3 className="mt-2 text-xl font-semibold text-white">{phase.phase}</h3>
            <p className="mt-3 leading-relaxed text-slate-300">{phase.description}</p>
            <h4 className="mt-5 border-t border-white/10 pt-4 text-sm font-semibold text-white">Activities</h4>
            <ul className="mt-3 space-y-2 text-sm text-slate-300">
              {phase.activities.map((activity) => (
                <li key={activity} className="flex gap-2.5">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-300" />
                  <span>{activity}</span>
                </li>
              ))}
            </ul>
          </Reveal>
        ))}
      </ol>
    </SectionShell>
  );
}
