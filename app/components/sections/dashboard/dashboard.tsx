import type { DashboardSection } from "~/content/types";
import { Reveal } from "~/components/ui/reveal";
import { SampleBadge } from "../sample-badge";
import { SectionShell } from "../section-shell";
import { StatCard } from "../stat-card";
import { AptGroups } from "./apt-groups";
import { HuntOperations } from "./hunt-operations";
import { RecentAlerts } from "./recent-alerts";
import { ThreatFeed } from "./threat-feed";

export function Dashboard({ section }: { section: DashboardSection }) {
  return (
    <SectionShell id={section.id} title={section.title} intro={section.intro} tone="subtle">
      <div className="rounded-card border border-navy-700 bg-navy-900 p-3 shadow-raised sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-3 px-1 pb-4 text-white">
          <p className="font-semibold">Threat intelligence console</p>
          <SampleBadge label={section.sampleLabel} dark />
        </div>
        <div className="space-y-4 rounded-[calc(var(--radius-card)-4px)] bg-subtle p-3 sm:p-4">
          <ul aria-label="Key readings" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {section.stats.map((item) => (
              <li key={item.title}><StatCard item={item} /></li>
            ))}
          </ul>
          <Reveal className="grid gap-4 lg:grid-cols-3">
            <ThreatFeed items={section.feed} />
            <RecentAlerts items={section.alerts} />
          </Reveal>
          <Reveal className="grid gap-4 lg:grid-cols-3">
            <AptGroups items={section.aptGroups} />
          </Reveal>
          <Reveal className="grid gap-4 lg:grid-cols-3">
            <HuntOperations items={section.hunts} />
          </Reveal>
          <h4 className="sr-only">Counters</h4>
          <dl className="grid grid-cols-2 gap-4 rounded-card bg-navy-900 p-5 text-white lg:grid-cols-4">
            {section.counters.map((item) => (
              <div key={item.label} className="flex flex-col-reverse justify-end">
                <dt className="text-sm text-slate-300">{item.label}</dt>
                <dd className="text-2xl font-bold tracking-tight">{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </SectionShell>
  );
}
