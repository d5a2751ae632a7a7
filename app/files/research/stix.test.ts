import { describe, expect, it } from "vitest";
import { indicatorTypes } from "~/content/research-indicators";
import type { AttackObject } from "~/research/attack";
import { publisher, fixtureReport } from "../../../test/research-report";
import { validateStixBundle } from "../../../test/standards/stix";
import {
  MITRE_IDENTITY,
  MITRE_MARKING,
  TLP_CLEAR,
  patternString,
  stixBundle,
  stixPattern,
} from "./stix";

type Objects = ReturnType<typeof stixBundle>["objects"];
const ofType = (objects: Objects, type: string) => objects.filter((object) => object.type === type);
const byId = (objects: Objects, id: unknown) => objects.find((object) => object.id === id);
/** Every identifier an object refers to (*_ref and *_refs properties). */
const references = (object: Record<string, unknown>) =>
  Object.entries(object).flatMap(([key, value]) =>
    key.endsWith("_ref") ? [value] : key.endsWith("_refs") ? (value as unknown[]) : [],
  );
const isMitre = (object: Record<string, unknown>) =>
  object.created_by_ref === MITRE_IDENTITY.id || object.id === MITRE_IDENTITY.id;

describe("STIX bundle", () => {
  const bundle = stixBundle(fixtureReport(), publisher);

  it("passes OASIS's schemas, STIX's vocabularies and the rules' own checks, with every option used", () => {
    expect(validateStixBundle(bundle)).toEqual([]);
    const report = fixtureReport();
    const everything = fixtureReport({
      actors: [
        ...report.actors,
        {
          name: "Example Crew",
          aliases: [],
          kind: "threat-actor",
          types: ["criminal"],
          motivation: "personal-gain",
          sophistication: "minimal",
          added: "2026-03-09",
        },
      ],
      indicators: report.indicators.map((indicator, index) =>
        index === 0 ? { ...indicator, validUntil: "2026-07-01", updated: "2026-03-09" } : indicator,
      ),
      reportTypes: ["threat-report"],
      confidence: 60,
    });
    expect(validateStixBundle(stixBundle(everything, publisher))).toEqual([]);
  });

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
    expect(ofType(other.objects, "identity")).toEqual(ofType(bundle.objects, "identity"));
  });

  it("publishes each technique as MITRE's own attack-pattern, created and marked by MITRE", () => {
    const [technique] = fixtureReport().techniques;
    const pattern = ofType(bundle.objects, "attack-pattern")[0];
    expect(pattern).toEqual({
      type: "attack-pattern",
      spec_version: "2.1",
      id: technique?.stixId,
      created: technique?.created,
      modified: technique?.modified,
      created_by_ref: MITRE_IDENTITY.id,
      name: "PowerShell",
      external_references: [
        {
          source_name: "mitre-attack",
          url: "https://attack.mitre.org/techniques/T1059/001",
          external_id: "T1059.001",
        },
      ],
      object_marking_refs: [MITRE_MARKING.id],
      kill_chain_phases: [{ kill_chain_name: "mitre-attack", phase_name: "execution" }],
    });
    expect(byId(bundle.objects, MITRE_IDENTITY.id)).toEqual(MITRE_IDENTITY);
    expect(byId(bundle.objects, MITRE_MARKING.id)).toEqual(MITRE_MARKING);
    // Without a technique, MITRE's identity and marking have nothing to mark.
    const none = stixBundle(fixtureReport({ techniques: [] }), publisher);
    expect(none.objects.some(isMitre)).toBe(false);
  });

  it("marks every object of ours TLP:CLEAR, created by the company, with spec_version 2.1 on every object", () => {
    expect(bundle.objects.filter((object) => object.id === TLP_CLEAR.id)).toHaveLength(1);
    const identity = ofType(bundle.objects, "identity").find((object) => !isMitre(object));
    for (const object of bundle.objects) {
      expect(object.spec_version, object.id).toBe("2.1");
      if (object.type === "marking-definition" || isMitre(object)) continue;
      expect(object.object_marking_refs, object.id).toEqual([TLP_CLEAR.id]);
      if (object !== identity) expect(object.created_by_ref, object.id).toBe(identity?.id);
    }
  });

  it("resolves every reference inside the bundle and lists everything in the report", () => {
    const ids = new Set(bundle.objects.map((object) => object.id));
    expect(ids.size).toBe(bundle.objects.length);
    for (const object of bundle.objects)
      for (const id of references(object))
        expect(ids.has(String(id)), `${object.id} -> ${String(id)}`).toBe(true);
    const report = ofType(bundle.objects, "report")[0];
    expect(new Set(report?.object_refs as string[])).toEqual(
      new Set(
        bundle.objects
          .filter((object) => !["report", "marking-definition"].includes(object.type))
          .map((object) => object.id),
      ),
    );
  });

  it("dates the report by its own days, and each object by when it appeared and last changed", () => {
    expect(ofType(bundle.objects, "report")[0]).toMatchObject({
      created: "2026-03-02T00:00:00.000Z",
      modified: "2026-03-09T00:00:00.000Z",
      published: "2026-03-02T00:00:00.000Z",
    });
    // The report's update of 9 March changed nothing else.
    for (const object of bundle.objects.filter((o) => !isMitre(o) && o.type !== "report"))
      if (object.type !== "identity" && object.type !== "marking-definition")
        expect([object.created, object.modified], object.id).toEqual([
          "2026-03-02T00:00:00.000Z",
          "2026-03-02T00:00:00.000Z",
        ]);
    const report = fixtureReport();
    const updated = stixBundle(
      fixtureReport({
        indicators: [
          ...report.indicators,
          { type: "domain", value: "new.example", added: "2026-03-09" },
        ],
        malware: report.malware.map((family) => ({ ...family, updated: "2026-03-09" })),
      }),
      publisher,
    );
    const added = ofType(updated.objects, "indicator").find((o) =>
      String(o.pattern).includes("new.example"),
    );
    expect(added).toMatchObject({
      created: "2026-03-09T00:00:00.000Z",
      modified: "2026-03-09T00:00:00.000Z",
    });
    expect(ofType(updated.objects, "malware")[0]).toMatchObject({
      created: "2026-03-02T00:00:00.000Z",
      modified: "2026-03-09T00:00:00.000Z",
    });
    // Its relationships are as new as it is; the others keep their day.
    const relationships = ofType(updated.objects, "relationship");
    expect(relationships.filter((o) => o.source_ref === added?.id).map((o) => o.created)).toEqual([
      "2026-03-09T00:00:00.000Z",
      "2026-03-09T00:00:00.000Z",
    ]);
    expect(relationships.filter((o) => o.created === "2026-03-09T00:00:00.000Z")).toHaveLength(2);
  });

  it("says when an indicator was seen, as a sighting by the company, and when it expires", () => {
    const sightings = ofType(bundle.objects, "sighting");
    const identity = ofType(bundle.objects, "identity").find((object) => !isMitre(object));
    expect(sightings).toHaveLength(1);
    const seen = byId(bundle.objects, sightings[0]?.sighting_of_ref);
    expect(seen?.pattern).toBe("[ipv4-addr:value = '192.0.2.1']");
    expect(sightings[0]).toMatchObject({
      where_sighted_refs: [identity?.id],
      first_seen: "2026-01-05T00:00:00.000Z",
      last_seen: "2026-02-01T00:00:00.000Z",
    });
    expect(seen?.valid_until).toBeUndefined();
    const report = fixtureReport();
    const expiring = stixBundle(
      fixtureReport({
        indicators: [
          { ...report.indicators[0], type: "ipv4", value: "192.0.2.1", validUntil: "2026-06-01" },
        ],
      }),
      publisher,
    );
    expect(ofType(expiring.objects, "indicator")[0]).toMatchObject({
      valid_from: "2026-01-05T00:00:00.000Z",
      valid_until: "2026-06-01T00:00:00.000Z",
    });
  });

  it("writes one STIX pattern per indicator, for every indicator type, with quotes and backslashes escaped", () => {
    for (const type of indicatorTypes)
      expect(stixPattern(type, "x"), type).toMatch(/^\[[a-z0-9-]+:[\w.'-]+ = 'x'\]$/);
    expect(stixPattern("sha256", "ab")).toBe("[file:hashes.'SHA-256' = 'ab']");
    expect(stixPattern("ipv4", "192.0.2.1")).toBe("[ipv4-addr:value = '192.0.2.1']");
    expect(patternString("it's a\\b")).toBe("'it\\'s a\\\\b'");
    const patterns = ofType(bundle.objects, "indicator")
      .filter((indicator) => indicator.pattern_type === "stix")
      .map((indicator) => indicator.pattern);
    expect(patterns).toContain("[email-addr:value = 'o\\'brien@mail.example']");
    expect(patterns).toHaveLength(fixtureReport().indicators.length);
  });

  it("carries each rule as an indicator whose pattern is the rule's text, indicating what it detects", () => {
    const rules = ofType(bundle.objects, "indicator").filter((o) => o.pattern_type !== "stix");
    expect(rules.map((rule) => [rule.pattern_type, rule.name, rule.pattern])).toEqual(
      fixtureReport().rules.map((rule) => [rule.kind, rule.title, rule.text]),
    );
    const targets = (rule: Record<string, unknown> | undefined) =>
      ofType(bundle.objects, "relationship")
        .filter((o) => o.source_ref === rule?.id && o.relationship_type === "indicates")
        .map((o) => String(o.target_ref).split("--")[0]);
    // The Sigma rule's ATT&CK tag is one of the report's techniques: MITRE's attack-pattern.
    expect(targets(rules[0]).sort()).toEqual(["attack-pattern", "intrusion-set", "malware"]);
    expect(targets(rules[1]).sort()).toEqual(["intrusion-set", "malware"]);
  });

  it("describes actors and malware in STIX's vocabularies, and relates them", () => {
    expect(ofType(bundle.objects, "intrusion-set")[0]).toMatchObject({
      name: "Example Set",
      aliases: ["EX-1"],
      primary_motivation: "personal-gain",
    });
    expect(ofType(bundle.objects, "intrusion-set")[0]).not.toHaveProperty("threat_actor_types");
    expect(ofType(bundle.objects, "malware")[0]).toMatchObject({
      name: "ExampleLoader",
      is_family: true,
      malware_types: ["downloader"],
    });
    const actor = stixBundle(
      fixtureReport({
        actors: [
          {
            name: "Example Crew",
            aliases: [],
            kind: "threat-actor",
            types: ["crime-syndicate"],
            motivation: "personal-gain",
            sophistication: "intermediate",
          },
        ],
        reportTypes: ["threat-report", "malware"],
        confidence: 80,
      }),
      publisher,
    );
    expect(ofType(actor.objects, "threat-actor")[0]).toMatchObject({
      threat_actor_types: ["crime-syndicate"],
      primary_motivation: "personal-gain",
      sophistication: "intermediate",
    });
    expect(ofType(actor.objects, "report")[0]).toMatchObject({
      report_types: ["threat-report", "malware"],
      confidence: 80,
    });
    expect(ofType(bundle.objects, "report")[0]?.report_types).toEqual(["threat-report"]);
    const kinds = ofType(bundle.objects, "relationship").map(
      (relationship) =>
        `${String(relationship.source_ref).split("--")[0]} ${String(relationship.relationship_type)} ${String(relationship.target_ref).split("--")[0]}`,
    );
    expect(new Set(kinds)).toEqual(
      new Set([
        "indicator indicates malware",
        "indicator indicates intrusion-set",
        "indicator indicates attack-pattern",
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

  it("uses ATT&CK's own object for a group or software ATT&CK has, related like ours", () => {
    const group: AttackObject = {
      id: "G9001",
      type: "intrusion-set",
      name: "Alpha Group",
      aliases: ["ALPHA-1"],
      stixId: "intrusion-set--6b1b551c-d770-4f95-8cfc-3cd253c4c04e",
      created: "2017-05-31T21:31:47.955Z",
      modified: "2025-04-16T20:37:39.817Z",
    };
    const report = fixtureReport();
    const matched = stixBundle(
      fixtureReport({ actors: report.actors.map((actor) => ({ ...actor, attackObject: group })) }),
      publisher,
    );
    const set = ofType(matched.objects, "intrusion-set");
    expect(set).toEqual([
      expect.objectContaining({
        id: group.stixId,
        name: "Alpha Group",
        aliases: ["ALPHA-1"],
        created_by_ref: MITRE_IDENTITY.id,
        object_marking_refs: [MITRE_MARKING.id],
        external_references: [
          {
            source_name: "mitre-attack",
            url: "https://attack.mitre.org/groups/G9001",
            external_id: "G9001",
          },
        ],
      }),
    ]);
    expect(set[0]).not.toHaveProperty("primary_motivation");
    expect(
      ofType(matched.objects, "relationship").filter((o) => o.source_ref === group.stixId),
    ).not.toHaveLength(0);
  });
});
