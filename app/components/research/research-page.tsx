import { ListPageLink } from "~/components/sections/list-page-link";
import type { ReactNode } from "react";
import type { Trail } from "~/content/types";
import type { ResearchEntry } from "~/collections/research";
import {
  RESEARCH_MISP_FEED,
  researchFiles,
  researchRulePath,
  researchTechniquePath,
} from "~/route-table";
import { formatDate } from "~/lib/format-date";
import { FactSheet } from "~/components/sections/fact-sheet";
import { EntrySection } from "~/components/entries/entry-header";
import { Masthead } from "~/components/sections/hero";
import { MarkdownBody } from "~/components/entries/markdown-body";
import { IndicatorTable } from "./indicator-table";
import { link } from "./research-list";

export const ruleKinds = { sigma: "Sigma", yara: "YARA" } as const;

/** A link to another site: no referrer or opener, and a screen-reader note that it leaves the site (as Markdown's are). */
export function OutwardLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className: string;
}) {
  return (
    <a href={href} rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> (external site)</span>
    </a>
  );
}

/** Rule files to download, each with a note in brackets after its title. */
export function RuleList<Rule extends { file: string; title: string }>({
  id,
  rules,
  note,
}: {
  id: string;
  rules: Rule[];
  note: (rule: Rule) => string;
}) {
  if (!rules.length) return null;
  return (
    <EntrySection id={id} title="Detection rules" className="mt-12">
      <ul className="mt-4 space-y-3">
        {rules.map((rule) => (
          <li key={rule.file}>
            <a href={researchRulePath(rule.file)} download className={link}>
              {rule.title}
            </a>
            <span className="text-muted">{` (${note(rule)})`}</span>
          </li>
        ))}
      </ul>
    </EntrySection>
  );
}

/** `indicatorProblems` (the CMS preview): the build's refusal of an indicator, shown in its place. */
export function ResearchPage({
  report,
  trail,
  indicatorProblems,
}: {
  report: ResearchEntry;
  trail: Trail;
  indicatorProblems?: readonly (string | undefined)[];
}) {
  const files = researchFiles(report.slug);
  const names = (list: { name: string; aliases: string[] }[]) =>
    list
      .map(({ name, aliases }) => (aliases.length ? `${name} (${aliases.join(", ")})` : name))
      .join("; ") || undefined;
  const facts: [string, ReactNode][] = [
    ["Published", formatDate(report.date)],
    ["Updated", report.updated ? formatDate(report.updated) : undefined],
    ["By", report.authorNames.join(", ")],
    [
      "Sharing",
      <span className="rounded bg-white px-2 py-0.5 font-mono text-sm ring-1 ring-line">
        {report.tlp}
      </span>,
    ],
    ["Activity observed", `${formatDate(report.firstSeen)} to ${formatDate(report.lastSeen)}`],
    ["Threat actors", names(report.actors)],
    ["Malware", names(report.malware)],
  ];
  return (
    <>
      <Masthead
        trail={trail}
        eyebrow={`Threat research · ${formatDate(report.date)}`}
        title={report.title}
        intro={report.summary}
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_22rem] lg:px-8">
        <div className="max-w-3xl min-w-0">
          <MarkdownBody html={report.html} />
          {report.indicators.length > 0 && (
            <IndicatorTable indicators={report.indicators} problems={indicatorProblems} />
          )}
          {report.techniques.length > 0 && (
            <EntrySection id="techniques-heading" title="ATT&CK techniques" className="mt-12">
              <ul className="mt-4 divide-y divide-line rounded-card border border-line">
                {report.techniques.map((technique) => (
                  <li
                    key={technique.id}
                    className="flex flex-wrap items-baseline justify-between gap-2 p-4"
                  >
                    <a href={researchTechniquePath(technique.id)} className={link}>
                      <span className="font-mono">{technique.id}</span> {technique.name}
                    </a>
                    <OutwardLink
                      href={technique.url}
                      className="text-sm text-muted hover:underline"
                    >
                      {technique.id} on MITRE ATT&amp;CK
                    </OutwardLink>
                  </li>
                ))}
              </ul>
            </EntrySection>
          )}
          <RuleList
            id="rules-heading"
            rules={report.rules}
            note={(rule) => `${ruleKinds[rule.kind]} rule, ${rule.file}`}
          />
        </div>
        <FactSheet
          label="Report at a glance"
          facts={facts.filter(([, value]) => value !== undefined)}
        >
          <h2 className="text-sm font-semibold text-ink">Files for your tools</h2>
          <a href={files.stix} className={link}>
            STIX 2.1 bundle<span className="sr-only"> of this report</span>
          </a>
          <a href={files.csv} className={link}>
            Indicators as CSV
          </a>
          <a href={files.navigator} className={link}>
            ATT&amp;CK Navigator layer
          </a>
          <a href={`${RESEARCH_MISP_FEED}/manifest.json`} className={link}>
            MISP feed of all reports
          </a>
          <ListPageLink list="research">All research</ListPageLink>
        </FactSheet>
      </div>
    </>
  );
}
