// The research reports' files for machines (app/pages/research/...): each resolved for app/files/research/
// (absolute addresses, the company as publisher) and each file's text as served, so the endpoints and the
// built-site tests agree.
import { entriesIn } from "~/content-layer/store";
import { site } from "~/content/site";
import { fileRoute, jsonText } from "~/files/file-response";
import type { ResolvedReport } from "~/files/research/report";
import { stixBundle } from "~/files/research/stix";
import { indicatorsCsv } from "~/files/research/csv";
import { navigatorLayer } from "~/files/research/navigator";
import { mispFeed } from "~/files/research/misp";
import { sigmaTechniques } from "~/content/research-rules";
import { attackMatch, attackRelease, techniqueById } from "~/research/attack";
import { entryPath, researchFiles, researchRulePath } from "~/route-table";

export async function resolvedReports(): Promise<ResolvedReport[]> {
  return (await entriesIn("research")).map((report) => ({
    ...report,
    modified: report.updated ?? report.date,
    url: `${site.origin}${entryPath("research", report.slug)}`,
    // The release's own dates for each technique: bundles carry MITRE's object as published.
    techniques: report.techniques.map((technique) => ({
      ...technique,
      created: techniqueById(technique.id)?.created ?? "",
      modified: techniqueById(technique.id)?.modified ?? "",
    })),
    actors: report.actors.map((actor) => ({
      ...actor,
      attackObject: attackMatch(["intrusion-set"], actor),
    })),
    malware: report.malware.map((family) => ({
      ...family,
      attackObject: attackMatch(["malware", "tool"], family),
    })),
    rules: report.rules.map((rule) => ({
      ...rule,
      url: `${site.origin}${researchRulePath(rule.file)}`,
      ...(rule.kind === "sigma" ? { techniques: sigmaTechniques(rule.text) } : {}),
    })),
  }));
}

/** One report's files, keyed as route-table's researchFiles() names their addresses. */
export const reportFiles = {
  stix: (report: ResolvedReport) => jsonText(stixBundle(report, site)),
  csv: (report: ResolvedReport) => indicatorsCsv(report),
  // The Navigator reads ATT&CK's major version as a bare number ("18"); the pinned data says "v18.1".
  navigator: (report: ResolvedReport) =>
    jsonText(navigatorLayer(report, attackRelease.version.replace(/^v/, ""))),
} as const;

/** A file of each report, beside its page (app/pages/research/[slug]/...), named by its address. */
export const reportFileRoute = (kind: keyof typeof reportFiles) =>
  fileRoute("slug", async () =>
    (await resolvedReports()).map((report) => ({
      key: report.slug,
      name: researchFiles(report.slug)[kind],
      text: reportFiles[kind](report),
    })),
  );

/** Every rule file some report lists, with its text exactly as written in content/research/rules/. */
export const ruleFileRoute = () =>
  fileRoute("file", async () =>
    [
      ...new Map(
        (await entriesIn("research")).flatMap((report) =>
          report.rules.map((rule) => [rule.file, rule.text] as const),
        ),
      ),
    ].map(([name, text]) => ({ name, text })),
  );

/** The MISP feed of every report: manifest.json, one <event uuid>.json per report, hashes.csv. */
export const mispFeedRoute = () =>
  fileRoute("file", async () => mispFeed(await resolvedReports(), site));
