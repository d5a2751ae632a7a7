import { describe, expect, it } from "vitest";
import { indicatorTypes } from "~/content/research-indicators";
import { publisher, fixtureReport } from "../../../test/research-report";
import { TLP_CLEAR, patternString, stixBundle, stixPattern } from "./stix";

type Objects = ReturnType<typeof stixBundle>["objects"];
const ofType = (objects: Objects, type: string) => objects.filter((object) => object.type === type);
/** Every identifier an object refers to (*_ref and *_refs properties). */
const references = (object: Record<string, unknown>) =>
  Object.entries(object).flatMap(([key, value]) =>
    key.endsWith("_ref") ? [value] : key.endsWith("_refs") ? (value as unknown[]) : [],
  );

describe("STIX bundle", () => {
  const bundle = stixBundle(fixtureReport(), publisher);

  it("gives every object the same id in every build, and the same ids when only the dates change", () => {
    expect(stixBundle(fixtureReport(), publisher)).toEqual(bundle);
    const later = stixBundle(fixtureReport({ modified: "2026-04-01" }), publisher);
    expect(later.objects.map((object) => object.id)).toEqual(
      bundle.objects.map((object) => object.id),
    );
    const other = stixBundle(fixtureReport({ slug: "other-report" }), publisher);
    expect(ofType(other.objects, "indicator")[0]?.id).not.toBe(
      ofType(bundle.objects, "indicator")[0]?.id,
    );
    expect(ofType(other.objects, "identity")[0]?.id).toBe(
      ofType(bundle.objects, "identity")[0]?.id,
    );
  });

  it("marks every object TLP:CLEAR and includes the marking, with spec_version 2.1 on every object", () => {
    expect(bundle.objects.filter((object) => object.id === TLP_CLEAR.id)).toHaveLength(1);
    for (const object of bundle.objects) {
      expect(object.spec_version, object.id).toBe("2.1");
      if (object.type !== "marking-definition")
        expect(object.object_marking_refs, object.id).toEqual([TLP_CLEAR.id]);
    }
  });

  it("resolves every reference inside the bundle, names the company as creator, and lists everything in the report", () => {
    const ids = new Set(bundle.objects.map((object) => object.id));
    expect(ids.size).toBe(bundle.objects.length);
    for (const object of bundle.objects)
      for (const id of references(object))
        expect(ids.has(String(id)), `${object.id} -> ${String(id)}`).toBe(true);
    const identity = ofType(bundle.objects, "identity")[0];
    for (const object of bundle.objects.filter(
      (entry) => !["identity", "marking-definition"].includes(entry.type),
    ))
      expect(object.created_by_ref).toBe(identity?.id);
    const report = ofType(bundle.objects, "report")[0];
    expect(new Set(report?.object_refs as string[])).toEqual(
      new Set(
        bundle.objects
          .filter((object) => !["report", "marking-definition"].includes(object.type))
          .map((object) => object.id),
      ),
    );
  });

  it("takes its times from the report's days, modified never before created", () => {
    for (const object of bundle.objects.filter((entry) => entry.modified))
      expect(String(object.modified) >= String(object.created), object.id).toBe(true);
    expect(ofType(bundle.objects, "report")[0]).toMatchObject({
      created: "2026-03-02T00:00:00.000Z",
      modified: "2026-03-09T00:00:00.000Z",
      published: "2026-03-02T00:00:00.000Z",
    });
    expect(ofType(bundle.objects, "indicator").map((indicator) => indicator.valid_from)).toContain(
      "2026-01-05T00:00:00.000Z",
    );
  });

  it("writes one STIX pattern per indicator, for every indicator type, with quotes and backslashes escaped", () => {
    for (const type of indicatorTypes)
      expect(stixPattern(type, "x"), type).toMatch(/^\[[a-z0-9-]+:[\w.'-]+ = 'x'\]$/);
    expect(stixPattern("sha256", "ab")).toBe("[file:hashes.'SHA-256' = 'ab']");
    expect(stixPattern("ipv4", "192.0.2.1")).toBe("[ipv4-addr:value = '192.0.2.1']");
    expect(patternString("it's a\\b")).toBe("'it\\'s a\\\\b'");
    const patterns = ofType(bundle.objects, "indicator").map((indicator) => indicator.pattern);
    expect(patterns).toContain("[email-addr:value = 'o\\'brien@mail.example']");
    expect(patterns).toHaveLength(fixtureReport().indicators.length);
  });

  it("describes actors, malware and techniques, and relates them", () => {
    expect(ofType(bundle.objects, "intrusion-set")[0]).toMatchObject({
      name: "Example Set",
      aliases: ["EX-1"],
    });
    expect(ofType(bundle.objects, "malware")[0]).toMatchObject({
      name: "ExampleLoader",
      is_family: true,
    });
    expect(ofType(bundle.objects, "attack-pattern")[0]?.external_references).toEqual([
      {
        source_name: "mitre-attack",
        external_id: "T1059.001",
        url: "https://attack.mitre.org/techniques/T1059/001",
      },
    ]);
    const kinds = ofType(bundle.objects, "relationship").map(
      (relationship) =>
        `${String(relationship.source_ref).split("--")[0]} ${String(relationship.relationship_type)} ${String(relationship.target_ref).split("--")[0]}`,
    );
    expect(new Set(kinds)).toEqual(
      new Set([
        "indicator indicates malware",
        "indicator indicates intrusion-set",
        "intrusion-set uses malware",
        "intrusion-set uses attack-pattern",
      ]),
    );
    const alone = stixBundle(fixtureReport({ actors: [] }), publisher);
    expect(
      ofType(alone.objects, "relationship").some(
        (relationship) =>
          String(relationship.source_ref).startsWith("malware--") &&
          relationship.relationship_type === "uses",
      ),
    ).toBe(true);
  });
});
