import type { ReactNode } from "react";
import type { AptGroup, DashboardAlert, DashboardSection, HuntOperation, ThreatFeedItem } from "~/content/types";
import { Reveal } from "~/components/ui/reveal";
import { cn } from "~/lib/cn";
import { SectionShell } from "./section-shell";
import { SampleBadge, StatCard } from "./stat-cards";
import { StatusTag, alertLook, huntLook, severityLook } from "./status-tag";

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

function Panel({ id, title, className, children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className={cn("min-w-0 rounded-card border border-line bg-white shadow-card", className)}>
      <h3 id={`${id}-title`} className="border-b border-line px-5 py-3.5 text-base font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

function ThreatFeed({ items }: { items: ThreatFeedItem[] }) {
  return (
    <Panel id="threat-feed" title="Threat feed" className="lg:col-span-2">
      <ul className="divide-y divide-line">
        {items.map((item) => (
          <li key={item.title} className="px-5 py-4">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
              <StatusTag look={severityLook[item.severity]} prefix="Severity" />
              <span className="rounded bg-subtle px-2 py-0.5 text-xs font-medium text-muted">{item.type}</span>
              <span className="ml-auto text-xs text-muted">{item.time}</span>
            </div>
            <h4 className="mt-2 font-semibold">{item.title}</h4>
            <p className="mt-1 text-sm leading-relaxed text-muted">{item.details}</p>
            <p className="mt-1.5 text-xs text-muted">
              Source: <span className="font-medium text-ink">{item.source}</span>
            </p>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function RecentAlerts({ items }: { items: DashboardAlert[] }) {
  return (
    <Panel id="recent-alerts" title="Recent alerts">
      <ul className="divide-y divide-line">
        {items.map((item) => (
          <li key={item.message} className="flex flex-col gap-1.5 px-5 py-3.5">
            <div className="flex items-center justify-between gap-3">
              <StatusTag look={alertLook[item.status]} prefix="Status" />
              <span className="text-xs text-muted">{item.time}</span>
            </div>
            <p className="text-sm text-ink">{item.message}</p>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function AptGroups({ items }: { items: AptGroup[] }) {
  return (
    <Panel id="apt-groups" title="APT group tracking" className="lg:col-span-3">
      <p className="px-5 pt-3 text-xs text-muted lg:hidden">Scroll the table sideways for targets, TTPs and confidence.</p>
      {/* A focusable, labelled scroll region so keyboard users can scroll the table. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div role="region" aria-labelledby="apt-groups-title" tabIndex={0} className="overflow-x-auto">
        <table className="w-full min-w-[52rem] text-left text-sm">
          <thead className="bg-subtle text-xs tracking-wide text-muted uppercase">
            <tr>
              {["Group", "Region", "Last seen", "Targets", "TTPs", "Confidence"].map((heading) => (
                <th key={heading} scope="col" className="px-5 py-3 font-semibold">{heading}</th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {items.map((item) => (
              <tr key={item.group} className="align-top">
                <th scope="row" className="px-5 py-3.5 font-semibold">
                  {item.group}
                  <span className="block text-xs font-normal text-muted">aka {item.alias}</span>
                </th>
                <td className="px-5 py-3.5">
                  <span className="flex items-center gap-2">
                    <abbr title={item.region} className="rounded border border-line bg-subtle px-1.5 py-0.5 font-mono text-xs font-semibold no-underline">
                      {item.flag}
                    </abbr>
                    {item.region}
                  </span>
                </td>
                <td className="px-5 py-3.5 whitespace-nowrap">{item.lastSeen}</td>
                <td className="px-5 py-3.5">{item.targets.join(", ")}</td>
                <td className="px-5 py-3.5">
                  <ul className="flex flex-wrap gap-1">
                    {item.ttps.map((ttp) => (
                      <li key={ttp} className="rounded bg-navy-900 px-1.5 py-0.5 font-mono text-xs text-white">{ttp}</li>
                    ))}
                  </ul>
                </td>
                <td className="px-5 py-3.5 font-semibold whitespace-nowrap">{item.confidence}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}

function HuntOperations({ items }: { items: HuntOperation[] }) {
  return (
    <Panel id="hunt-operations" title="Hunt operations" className="lg:col-span-3">
      <ul className="grid gap-px bg-line md:grid-cols-2">
        {items.map((item) => {
          const labelId = `hunt-${item.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
          return (
            <li key={item.name} className="bg-white px-5 py-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h4 id={labelId} className="font-semibold">{item.name}</h4>
                <StatusTag look={huntLook[item.status]} prefix="Status" />
              </div>
              <p className="mt-1 text-sm text-muted">
                {item.type} · {item.findings} {item.findings === 1 ? "finding" : "findings"}
              </p>
              <div className="mt-3 flex items-center gap-3">
                <div
                  role="progressbar"
                  aria-labelledby={labelId}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={item.progress}
                  aria-valuetext={`${item.progress}% complete`}
                  className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
                >
                  <div className="h-full rounded-full bg-brand-600" style={{ width: `${item.progress}%` }} />
                </div>
                <span aria-hidden="true" className="w-10 text-right text-sm font-semibold tabular-nums">{item.progress}%</span>
              </div>
              <p className="mt-3 text-xs text-muted">
                Techniques:{" "}
                {item.techniques.map((technique, index) => (
                  <span key={technique}>
                    {index > 0 && ", "}
                    <span className="font-mono text-ink">{technique}</span>
                  </span>
                ))}
              </p>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
