import type { ReactNode } from "react";
import type { SectionOf } from "~/content/types";
import { actionHref } from "~/lib/actions";
import { cn } from "~/lib/cn";
import { Icon } from "~/components/ui/icon";
import { Reveal } from "~/components/ui/reveal";
import { Card, ListSection, SectionShell, plainCard } from "./section-shell";
import { alertLook, huntLook, severityLook, statLook, StatusTag, workflowLook } from "./status-tag";

export function Integrations({ section }: { section: SectionOf<"integrations"> }) {
  return (
    <ListSection section={section} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {section.items.map((item, index) => (
        <Card key={item.name} delay={(index % 4) * 0.06} className="flex items-center gap-4 p-4">
          <img
            src={`/integrations/${item.mark}.svg`}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            decoding="async"
            className="size-12 shrink-0"
          />
          <div className="min-w-0">
            <h3 className="font-semibold">{item.name}</h3>
            <p className="text-sm text-muted">{item.examples}</p>
          </div>
        </Card>
      ))}
    </ListSection>
  );
}

export function Lifecycle({ section }: { section: SectionOf<"lifecycle"> }) {
  return (
    <ListSection section={section} ordered className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {section.stages.map((stage, index) => (
        <Card key={stage.title} delay={(index % 3) * 0.08} className="relative p-6">
          <div className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-navy-900 text-base font-bold text-brand-300"
            >
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
                <span
                  aria-hidden="true"
                  className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600"
                />
                {activity}
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </ListSection>
  );
}

export function StatCards({ section }: { section: SectionOf<"stat-cards"> }) {
  return (
    <SectionShell section={section} tone="subtle">
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

function StatCard({ item }: { item: SectionOf<"stat-cards">["items"][number] }) {
  return (
    <div className={`${plainCard} flex h-full flex-col p-5`}>
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-sm font-semibold text-muted">{item.title}</h3>
        <StatusTag look={statLook[item.status]} prefix="Status" />
      </div>
      <p className="mt-3 text-3xl font-bold tracking-tight text-ink">{item.value}</p>
      <p className="mt-1 text-sm text-muted">{item.trend}</p>
    </div>
  );
}

function SampleBadge({ label, dark = false }: { label: string; dark?: boolean }) {
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

const accents = {
  red: { bar: "from-red-500 to-orange-400", icon: "bg-red-500/15 text-red-300" },
  blue: { bar: "from-sky-500 to-brand-400", icon: "bg-sky-500/15 text-sky-300" },
};

export function Teams({ section }: { section: SectionOf<"teams"> }) {
  return (
    <ListSection section={section} className="grid gap-6 lg:grid-cols-2">
      {section.items.map((item, index) => (
        <Reveal
          as="li"
          key={item.title}
          delay={index * 0.1}
          className="relative flex flex-col overflow-hidden rounded-card bg-navy-900 p-7 text-white shadow-raised sm:p-8"
        >
          <span
            aria-hidden="true"
            className={cn("absolute inset-x-0 top-0 h-1 bg-gradient-to-r", accents[item.side].bar)}
          />
          <div className="flex items-center gap-4">
            <span
              className={cn(
                "flex size-12 items-center justify-center rounded-control",
                accents[item.side].icon,
              )}
            >
              <Icon name={item.icon} className="size-6" />
            </span>
            <div>
              <h3 className="text-2xl font-bold">{item.title}</h3>
              <p className="text-sm font-medium text-brand-300">{item.tagline}</p>
            </div>
          </div>
          <p className="mt-5 leading-relaxed text-slate-300">{item.description}</p>
          <ul className="mt-5 space-y-2.5">
            {item.points.map((point) => (
              <li key={point} className="flex gap-2.5">
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand-300" />
                <span className="text-slate-200">{point}</span>
              </li>
            ))}
          </ul>
          <div className="mt-auto pt-7">
            <a
              href={actionHref(item.action)}
              className="inline-flex items-center gap-2 font-semibold text-white underline-offset-4 hover:underline"
            >
              {item.action.kind === "link" ? (
                <span>
                  {item.action.label} <span className="sr-only">about {item.title}</span>
                </span>
              ) : (
                item.action.label
              )}
              <span aria-hidden="true">→</span>
            </a>
          </div>
        </Reveal>
      ))}
    </ListSection>
  );
}

export function WorkflowStatus({ section }: { section: SectionOf<"workflow-status"> }) {
  return (
    <ListSection section={section} tone="subtle" className="grid gap-5 md:grid-cols-3">
      {section.items.map((item, index) => (
        <Card key={item.state} delay={index * 0.08} className="p-6">
          <StatusTag look={workflowLook[item.state]} />
          <p className="mt-4 text-4xl font-bold tracking-tight text-ink">
            {item.value}
            <span className="sr-only">
              {" "}
              {workflowLook[item.state].label.toLowerCase()} workflows
            </span>
          </p>
          <p className="mt-2 leading-relaxed text-muted">{item.description}</p>
        </Card>
      ))}
    </ListSection>
  );
}

export function Dashboard({ section }: { section: SectionOf<"dashboard"> }) {
  return (
    <SectionShell section={section} tone="subtle">
      <div className="rounded-card border border-navy-700 bg-navy-900 p-3 shadow-raised sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-3 px-1 pb-4 text-white">
          <p className="font-semibold">Threat intelligence console</p>
          <SampleBadge label={section.sampleLabel} dark />
        </div>
        <div className="space-y-4 rounded-[calc(var(--radius-card)-4px)] bg-subtle p-3 sm:p-4">
          <ul aria-label="Key readings" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {section.stats.map((item) => (
              <li key={item.title}>
                <StatCard item={item} />
              </li>
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

function Panel({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={cn(plainCard, "min-w-0", className)}>
      <h3 id={`${id}-title`} className="border-b border-line px-5 py-3.5 text-base font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

function ThreatFeed({ items }: { items: SectionOf<"dashboard">["feed"] }) {
  return (
    <Panel id="threat-feed" title="Threat feed" className="lg:col-span-2">
      <ul className="divide-y divide-line">
        {items.map((item) => (
          <li key={item.title} className="px-5 py-4">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
              <StatusTag look={severityLook[item.severity]} prefix="Severity" />
              <span className="rounded bg-subtle px-2 py-0.5 text-xs font-medium text-muted">
                {item.type}
              </span>
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

function RecentAlerts({ items }: { items: SectionOf<"dashboard">["alerts"] }) {
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

function AptGroups({ items }: { items: SectionOf<"dashboard">["aptGroups"] }) {
  return (
    <Panel id="apt-groups" title="APT group tracking" className="lg:col-span-3">
      <p className="px-5 pt-3 text-xs text-muted lg:hidden">
        Scroll the table sideways for targets, TTPs and confidence.
      </p>
      {/* A focusable, labelled scroll region so keyboard users can scroll the table. */}
      <div
        role="region"
        aria-labelledby="apt-groups-title"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="overflow-x-auto"
      >
        <table className="w-full min-w-[52rem] text-left text-sm">
          <thead className="bg-subtle text-xs tracking-wide text-muted uppercase">
            <tr>
              {["Group", "Region", "Last seen", "Targets", "TTPs", "Confidence"].map((heading) => (
                <th key={heading} scope="col" className="px-5 py-3 font-semibold">
                  {heading}
                </th>
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
                    <abbr
                      title={item.region}
                      className="rounded border border-line bg-subtle px-1.5 py-0.5 font-mono text-xs font-semibold no-underline"
                    >
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
                      <li
                        key={ttp}
                        className="rounded bg-navy-900 px-1.5 py-0.5 font-mono text-xs text-white"
                      >
                        {ttp}
                      </li>
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

function HuntOperations({ items }: { items: SectionOf<"dashboard">["hunts"] }) {
  return (
    <Panel id="hunt-operations" title="Hunt operations" className="lg:col-span-3">
      <ul className="grid gap-px bg-line md:grid-cols-2">
        {items.map((item) => {
          const labelId = `hunt-${item.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
          return (
            <li key={item.name} className="bg-white px-5 py-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h4 id={labelId} className="font-semibold">
                  {item.name}
                </h4>
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
                  <div
                    className="h-full rounded-full bg-brand-600"
                    style={{ width: `${item.progress}%` }}
                  />
                </div>
                <span
                  aria-hidden="true"
                  className="w-10 text-right text-sm font-semibold tabular-nums"
                >
                  {item.progress}%
                </span>
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
