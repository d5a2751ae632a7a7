import type { StorySection } from "~/content/types";
import { SectionShell } from "./section-shell";

export function Story({ section }: { section: StorySection }) {
  return (
    <SectionShell id={section.id} title={section.title} intro={section.intro}>
      <div className="grid gap-10 lg:grid-cols-[1.5fr_1fr] lg:gap-16">
        <div className="space-y-5 text-lg leading-relaxed text-ink">
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        <dl className="grid content-start gap-px self-start overflow-hidden rounded-card border border-line bg-line shadow-card">
          {section.facts.map((fact) => (
            <div key={fact.label} className="bg-white px-6 py-4">
              <dt className="text-sm text-muted">{fact.label}</dt>
              <dd className="mt-0.5 text-lg font-semibold text-ink">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </SectionShell>
  );
}
