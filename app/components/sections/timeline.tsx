import type { TimelineSection } from "~/content/types";
import { Reveal } from "~/components/ui/reveal";
import { SectionShell } from "./section-shell";

export function Timeline({ section }: { section: TimelineSection }) {
  return (
    <SectionShell id={section.id} title={section.title} intro={section.intro} tone="subtle">
      <ol className="relative grid gap-8 border-l-2 border-brand-200 pl-8 lg:grid-cols-4 lg:gap-6 lg:border-t-2 lg:border-l-0 lg:pt-10 lg:pl-0">
        {section.milestones.map((milestone, index) => (
          <Reveal as="li" key={milestone.year} delay={index * 0.1} className="relative">
            <span aria-hidden="true"
              className="absolute top-1.5 -left-[2.55rem] size-4 rounded-full border-4 border-white bg-brand-600 ring-2 ring-brand-200 lg:-top-[3.05rem] lg:left-0"
            />
            <p className="text-3xl font-bold tracking-tight text-brand-700">
              <time dateTime={milestone.year}>{milestone.year}</time>
            </p>
            <h3 className="mt-1 text-lg font-semibold">{milestone.title}</h3>
            <p className="mt-2 leading-relaxed text-muted">{milestone.description}</p>
          </Reveal>
        ))}
      </ol>
    </SectionShell>
  );
}
