import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { mispEvent, mispFeed } from "./misp";
import { fixtureReport, publisher } from "../../../test/research-report";

const reports = [
  fixtureReport(),
  fixtureReport({
    slug: "second",
    title: "Second",
    indicators: [{ type: "domain", value: "other.example" }],
  }),
];
const files = mispFeed(reports, publisher);
const file = (name: string) => files.find((entry) => entry.name === name)?.text ?? "";

describe("MISP feed", () => {
  it("lists each event in the manifest under the uuid its file is named by", () => {
    const manifest = JSON.parse(file("manifest.json")) as Record<
      string,
      { info: string; Tag: { name: string }[] }
    >;
    expect(Object.keys(manifest)).toHaveLength(reports.length);
    for (const [uuid, entry] of Object.entries(manifest)) {
      const event = (JSON.parse(file(`${uuid}.json`)) as { Event: { uuid: string; info: string } })
        .Event;
      expect(event.uuid).toBe(uuid);
      expect(entry.info).toBe(event.info);
      expect(entry.Tag.map((tag) => tag.name)).toContain("tlp:clear");
    }
  });

  it("writes hashes.csv as the MD5 of each attribute's value and its event's uuid", () => {
    const expected = reports.flatMap((report) => {
      const event = mispEvent(report, publisher).Event;
      return event.Attribute.map(
        (attribute) => `${createHash("md5").update(attribute.value).digest("hex")},${event.uuid}`,
      );
    });
    expect(file("hashes.csv").trimEnd().split("\n")).toEqual(expected);
  });

  it("gives the same uuids in every build, maps every indicator type, and tags TLP and techniques", () => {
    expect(mispFeed(reports, publisher)).toEqual(files);
    const event = mispEvent(fixtureReport(), publisher).Event;
    expect(event.Attribute.map((attribute) => attribute.type)).toEqual([
      "ip-dst",
      "ip-dst",
      "domain",
      "url",
      "email-src",
      "md5",
      "sha1",
      "sha256",
    ]);
    expect(event.Attribute.every((attribute) => attribute.to_ids)).toBe(true);
    expect(new Set(event.Attribute.map((attribute) => attribute.uuid)).size).toBe(
      event.Attribute.length,
    );
    expect(event.Tag.map((tag) => tag.name)).toEqual([
      "tlp:clear",
      'misp-galaxy:mitre-attack-pattern="PowerShell - T1059.001"',
      'misp-galaxy:mitre-attack-pattern="Ingress Tool Transfer - T1105"',
    ]);
    expect(event).toMatchObject({
      date: "2026-03-02",
      timestamp: String(Date.UTC(2026, 2, 9) / 1000),
      published: true,
    });
  });
});
