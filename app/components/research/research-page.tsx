import type { ResearchEntry } from "~/content/types";
import {
  RESEARCH_MISP_FEED,
  entryPath,
  researchFiles,
  researchRulePath,
  researchTechniquePath,
} from "~/route-table";
import { formatDate } from "~/components/sections/format-date";
import { FactSheet } from "~/components/sections/fact-sheet";
import { EntryHeader, EntrySection } from "~/components/entries/entry-header";
import { MarkdownBody } from "~/components/entries/markdown-body";
import { IndicatorTable } from "./indicator-table";
import { OutwardLink } from "./outward-link";

const link = "font-semibold text-brand-700 hover:underline";
const ruleKinds = { sigma: "Sigma rule", yara: "YARA rule" } as const;

export function ResearchPage({ report }: { report: ResearchEntry }) {
  const path = entryPath("research", report.slug);
  const files = researchFiles(report.slug);
  const names = (list: { name: string; aliases: string[] }[]) =>
    list
      .map((item) =>
        item.aliases.length ? `${item.name} (${item.aliases.join(", ")})` : item.name,
      )
      .join("; ");
  const facts: [string, React.ReactNode][] = [
    ["Published", formatDate(report.date)],
    ...(report.updated ? [["Updated", formatDate(report.updated)] as [string, string]] : []),
    ["By", report.authorNames.join(", ")],
    [
      "Sharing",
      <span key="tlp" className="rounded bg-white px-2 py-0.5 font-mono text-sm ring-1 ring-line">
        {report.tlp}
      </span>,
    ],
    ["Activity observed", `${formatDate(report.firstSeen)} to ${formatDate(report.lastSeen)}`],
    ...(report.actors.length ? [["Threat actors", names(report.actors)] as [string, string]] : []),
    ...(report.malware.length ? [["Malware", names(report.malware)] as [string, string]] : []),
  ];
  return (
    <>
      <EntryHeader
        trail={[
          ["Home", "/"],
          ["Research", "/research"],
          [report.title, path],
        ]}
        eyebrow={`Threat research · ${formatDate(report.date)}`}
        title={report.title}
        intro={report.summary}
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_22rem] lg:px-8">
        <div className="max-w-3xl min-w-0">
          <MarkdownBody html={report.html} />
          {report.indicators.length > 0 && <IndicatorTable indicators={report.indicators} />}
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
          {report.rules.length > 0 && (
            <EntrySection id="rules-heading" title="Detection rules" className="mt-12">
              <ul className="mt-4 space-y-3">
                {report.rules.map((rule) => (
                  <li key={rule.file}>
                    <a href={researchRulePath(rule.file)} download className={link}>
                      {rule.title}
                    </a>
                    <span className="text-muted">
                      {" "}
                      ({ruleKinds[rule.kind]}, {rule.file})
                    </span>
                  </li>
                ))}
              </ul>
            </EntrySection>
          )}
        </div>
        <FactSheet label="Report at a glance" facts={facts}>
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
          <a href="/research" className="text-sm font-semibold text-brand-700 hover:underline">
            All research
          </a>
        </FactSheet>
      </div>
    </>
  );
}
