// The research reports' files for machines (app/pages/research/...): each resolved for app/lib/research/
// (absolute addresses, the company as publisher) and each file's text as served, so the endpoints and the
// built-site tests agree.
import { allResearch } from "~/content/store";
import { site } from "~/content/site";
import type { ResearchPublisher, ResolvedReport } from "~/lib/research/report";
import { stixBundle } from "~/lib/research/stix";
import { indicatorsCsv } from "~/lib/research/csv";
import { navigatorLayer } from "~/lib/research/navigator";
import { type MispFeedFile, mispFeed } from "~/lib/research/misp";
import { attackRelease } from "~/research/attack";
import { entryPath, researchRulePath } from "~/route-table";

export const researchPublisher = (): ResearchPublisher => ({
  name: site.name,
  origin: site.origin,
});

export function resolvedReports(): ResolvedReport[] {
  const { origin } = site;
  return allResearch.map((report) => ({
    ...report,
    modified: report.updated ?? report.date,
    url: `${origin}${entryPath("research", report.slug)}`,
    authors: report.authorNames,
    rules: report.rules.map(({ file, title, kind }) => ({
      file,
      title,
      kind,
      url: `${origin}${researchRulePath(file)}`,
    })),
  }));
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** One report's files, keyed as route-table's researchFiles() names their addresses. */
export const reportFiles = {
  stix: (report: ResolvedReport) => json(stixBundle(report, researchPublisher())),
  csv: (report: ResolvedReport) => indicatorsCsv(report),
  // The Navigator reads ATT&CK's major version as a bare number ("18"); the pinned data says "v18.1".
  navigator: (report: ResolvedReport) =>
    json(navigatorLayer(report, attackRelease.version.replace(/^v/, ""))),
} as const;

/** Every rule file some report lists, with its text exactly as written in content/research/rules/. */
export function researchRuleFiles(): { file: string; text: string }[] {
  const byFile = new Map(
    allResearch.flatMap((report) => report.rules.map((rule) => [rule.file, rule.text] as const)),
  );
  return [...byFile].map(([file, text]) => ({ file, text }));
}

/** The MISP feed of every report: manifest.json, one <event uuid>.json per report, hashes.csv. */
export const mispFeedFiles = (): MispFeedFile[] => mispFeed(resolvedReports(), researchPublisher());
