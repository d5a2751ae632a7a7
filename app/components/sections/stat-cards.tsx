import type { StatCardsSection } from "~/content/types";
import { Reveal } from "~/components/ui/reveal";
import { SampleBadge } from "./sample-badge";
import { SectionShell } from "./section-shell";
import { StatCard } from "./stat-card";

export function StatCards({ section }: { section: StatCardsSection }) {
  return (
    <SectionShell id={section.id} title={section.title} intro={section.intro} tone="subtle">
      {section.sampleLabel && (
        <div className="-mt-4 mb-6">
          <SampleBadge label={section.sampleLabel} />
        </div>
      )}
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {section.items.map((item, index) => (
          <Reveal as="li" key={item.title} delay={index * 0.08}>
            <StatCard item={item} />
          </Reveal>
        ))}
      </ul>
    </SectionShell>
  );
}
