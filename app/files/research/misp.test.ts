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
      "sigma",
      "yara",
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
      threat_level_id: "4",
      analysis: "2",
    });
  });

  it("types an attribute by its role: a ransom note's contact address is not a sender", () => {
    const event = mispEvent(
      fixtureReport({
        indicators: [
          { type: "email", value: "pay@locker.example", role: "contact" },
          { type: "email", value: "lure@mail.example", role: "sender" },
          { type: "ipv4", value: "192.0.2.7", role: "source" },
          { type: "ipv6", value: "2001:db8::7", role: "destination" },
        ],
        threatLevel: "high",
        analysis: "ongoing",
      }),
      publisher,
    ).Event;
    expect(event.Attribute.slice(0, 4).map((a) => [a.type, a.category])).toEqual([
      ["email-dst", "Network activity"],
      ["email-src", "Payload delivery"],
      ["ip-src", "Network activity"],
      ["ip-dst", "Network activity"],
    ]);
    expect(event).toMatchObject({ threat_level_id: "1", analysis: "1" });
  });

  it("says when each attribute was seen, and dates each by the update that last changed it", () => {
    const report = fixtureReport({ date: "2026-03-02", modified: "2026-03-09" });
    const event = mispEvent(
      {
        ...report,
        indicators: [
          ...report.indicators,
          { type: "domain", value: "new.example", added: "2026-03-09" },
        ],
      },
      publisher,
    ).Event;
    const day = (d: number) => String(Date.UTC(2026, 2, d) / 1000);
    expect(event.Attribute[0]).toMatchObject({
      first_seen: "2026-01-05T00:00:00.000000+00:00",
      last_seen: "2026-02-01T00:00:00.000000+00:00",
      timestamp: day(2),
    });
    expect(event.Attribute[1]).not.toHaveProperty("first_seen");
    const added = event.Attribute.find((a) => a.value === "new.example");
    expect(added?.timestamp).toBe(day(9));
    expect(event.timestamp).toBe(day(9));
  });

  it("carries each rule as MISP's sigma or yara attribute, its text the value", () => {
    const event = mispEvent(fixtureReport(), publisher).Event;
    const rules = event.Attribute.filter((a) => a.type === "sigma" || a.type === "yara");
    expect(rules.map((a) => [a.type, a.category, a.value, a.comment])).toEqual(
      fixtureReport().rules.map((rule) => [
        rule.kind,
        "Payload installation",
        rule.text,
        rule.title,
      ]),
    );
  });
});
