import type { StatCard as StatCardContent, StatCardsSection } from "~/content/types";
import { Icon } from "~/components/ui/icon";
import { Reveal } from "~/components/ui/reveal";
import { SectionShell } from "./section-shell";
import { StatusTag, statLook } from "./status-tag";

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

export function StatCard({ item }: { item: StatCardContent }) {
  return (
    <div className="flex h-full flex-col rounded-card border border-line bg-white p-5 shadow-card">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-sm font-semibold text-muted">{item.title}</h3>
        <StatusTag look={statLook[item.status]} prefix="Status" />
      </div>
      <p className="mt-3 text-3xl font-bold tracking-tight text-ink">{item.value}</p>
      <p className="mt-1 text-sm text-muted">{item.trend}</p>
    </div>
  );
}

export function SampleBadge({ label, dark = false }: { label: string; dark?: boolean }) {
  return (
    <p
      className={
        dark
          ? "inline-flex items-center gap-1.5 rounded-full border border-amber-300/60 bg-amber-300/10 px-3 py-1 text-xs font-semibold tracking-wide text-amber-200 uppercase"
          : "inline-flex items-center gap-1.5 rounded-full border border-amber-300 bg-amber-50 px-3 py-1 text-xs font-semibold tracking-wide text-amber-900 uppercase"
      }
    >
      <Icon name="flask" className="size-3.5" />
      {label}
    </p>
  );
}
