import type { LifecycleSection } from "~/content/types";
import { Reveal } from "~/components/ui/reveal";
import { SectionShell } from "./section-shell";

export function Lifecycle({ section }: { section: LifecycleSection }) {
  return (
    <SectionShell id={section.id} title={section.title} intro={section.intro}>
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {section.stages.map((stage, index) => (
          <Reveal as="li" key={stage.title} delay={(index % 3) * 0.08}
            className="relative rounded-card border border-line bg-white p-6 shadow-card"
          >
            <div className="flex items-center gap-3">
              <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-navy-900 text-base font-bold text-brand-300">
                {index + 1}
              </span>
              <h3 className="text-lg font-semibold">
                <span className="sr-only">Stage {index + 1}: </span>
                {stage.title}
              </h3>
            </div>
            <p className="mt-3 leading-relaxed text-muted">{stage.description}</p>
            <ul className="mt-4 space-y-1.5 border-t border-line pt-4 text-sm text-ink">
              {stage.activities.map((activity) => (
                <li key={activity} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600" />
                  {activity}
                </li>
              ))}
            </ul>
          </Reveal>
        ))}
      </ol>
    </SectionShell>
  );
}
