/**
 * Every research report's files for machines, as the build wrote them, against their standards:
 * the STIX bundle (OASIS's schemas and what they cannot check), the Navigator layer, each Sigma
 * rule (SigmaHQ's schema) and YARA rule (YARA's compiler), the indicators CSV and the MISP feed.
 * Reports come from the collection, whatever the team publishes.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { entriesIn } from "~/content-layer/store";
import { mispEventUuid } from "~/files/research/misp";
import { RESEARCH_MISP_FEED, researchFeeds, researchFiles, researchRulePath } from "~/route-table";
import { reportFiles, resolvedReports } from "~/page-data/research.server";
import { defang } from "~/content/research-indicators";
import { techniqueById } from "~/research/attack";
import { validateStixBundle } from "../standards/stix";
import { validateNavigatorLayer } from "../standards/navigator";
import { validateSigmaRule } from "../standards/sigma";
import { compileYara } from "../standards/yara";
import { fileForPath, readText } from "./site-files";

const reports = await resolvedReports();
const allResearch = await entriesIn("research");
type StixObject = { id: string; type: string };
const ids = (text: string) =>
  (JSON.parse(text) as { objects: { id: string }[] }).objects.map((object) => object.id);

/** RFC 4180 records: a quoted field may hold commas, doubled quotes and line breaks. */
function csvRecords(text: string): string[][] {
  const records: string[][] = [[]];
  for (const [, field = "", end] of text.matchAll(/("(?:[^"]|"")*"|[^",\r\n]*)(,|\r\n|$)/g)) {
    records.at(-1)?.push(field.startsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field);
    if (end === "\r\n") records.push([]);
    if (end === "") break;
  }
  return records.filter((record) => record.join("") !== "");
}

describe("each research report's files", () => {
  it("cover every report of the collection", () => {
    expect(reports.map((report) => report.slug)).toEqual(allResearch.map((report) => report.slug));
  });

  it.each(reports.map((report) => [report.slug, report] as const))(
    "%s: a valid STIX 2.1 bundle, with the ids of every build",
    async (_slug, report) => {
      const served = readText(researchFiles(report.slug).stix);
      expect(validateStixBundle(JSON.parse(served))).toEqual([]);
      // The same report gives the same ids: the generator read twice, and what the build wrote.
      expect(
        ids(
          reportFiles.stix(
            (await resolvedReports()).find((again) => again.slug === report.slug) ?? report,
          ),
        ),
      ).toEqual(ids(reportFiles.stix(report)));
      expect(ids(served)).toEqual(ids(reportFiles.stix(report)));
    },
  );

  it("share ATT&CK's objects and the company's by id: each technique is MITRE's attack-pattern of the pinned release", () => {
    const objects = reports.flatMap(
      (report) =>
        (JSON.parse(readText(researchFiles(report.slug).stix)) as { objects: StixObject[] })
          .objects,
    );
    for (const report of reports)
      for (const technique of report.techniques)
        expect(
          objects.find((object) => object.id === technique.stixId),
          `${report.slug}: ${technique.id}`,
        ).toMatchObject({ type: "attack-pattern", name: techniqueById(technique.id)?.name });
    // One version of an object in every bundle that carries it: the same id is the same object.
    const byId = new Map<string, string>();
    for (const object of objects) {
      const text = JSON.stringify(object);
      expect(byId.get(object.id) ?? text, object.id).toBe(text);
      byId.set(object.id, text);
    }
  });

  it.each(reports.map((report) => [report.slug, report] as const))(
    "%s: a valid Navigator layer and a CSV row per indicator",
    (_slug, report) => {
      expect(
        validateNavigatorLayer(JSON.parse(readText(researchFiles(report.slug).navigator))),
      ).toEqual([]);
      const [header, ...rows] = csvRecords(readText(researchFiles(report.slug).csv));
      expect(header?.slice(0, 2)).toEqual(["type", "value"]);
      expect(rows.map((row) => row[1])).toEqual(
        report.indicators.map((indicator) => indicator.value),
      );
    },
  );

  it.each(allResearch.map((report) => [report.slug, report] as const))(
    "%s: its rules served as written, each valid Sigma or compiled by YARA",
    (_slug, report) => {
      for (const rule of report.rules) {
        const path = researchRulePath(rule.file);
        const served = readText(path);
        expect(served, path).toBe(rule.text);
        expect(
          rule.kind === "sigma" ? validateSigmaRule(served, path) : compileYara(fileForPath(path)),
        ).toEqual([]);
      }
    },
  );
});

describe("the MISP feed", () => {
  const manifest = JSON.parse(readText(`${RESEARCH_MISP_FEED}/manifest.json`)) as Record<
    string,
    { info: string }
  >;
  const events = Object.keys(manifest).map((uuid) => {
    const { Event } = JSON.parse(readText(`${RESEARCH_MISP_FEED}/${uuid}.json`)) as {
      Event: { uuid: string; Attribute: { value: string }[] };
    };
    return Event;
  });

  it("lists one event per report, each event file beside it with an attribute per indicator and per rule", () => {
    expect(Object.keys(manifest).sort()).toEqual(reports.map(mispEventUuid).sort());
    for (const report of reports) {
      const event = events.find((candidate) => candidate.uuid === mispEventUuid(report));
      expect(
        event?.Attribute.map((attribute) => attribute.value),
        report.slug,
      ).toEqual([
        ...report.indicators.map((indicator) => indicator.value),
        ...report.rules.map((rule) => rule.text),
      ]);
    }
  });

  it("has a hashes.csv line for each attribute of each event, and no other", () => {
    const md5 = (value: string) => createHash("md5").update(value, "utf8").digest("hex");
    const expected = events.flatMap((event) =>
      event.Attribute.map((attribute) => `${md5(attribute.value)},${event.uuid}`),
    );
    const lines = readText(`${RESEARCH_MISP_FEED}/hashes.csv`).split("\n").filter(Boolean);
    expect(lines.sort()).toEqual(expected.sort());
  });
});

describe("the research feeds", () => {
  it("never carry an indicator a reader could follow", () => {
    const feeds = Object.values(researchFeeds).map(readText);
    for (const report of reports)
      for (const { type, value } of report.indicators)
        if (defang(type, value) !== value)
          for (const feed of feeds)
            expect(feed.includes(value), `${report.slug}: ${value}`).toBe(false);
  });
});
