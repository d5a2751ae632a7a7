import { describe, expect, it } from "vitest";
import {
  formatAttackJson,
  namedObjectsOf,
  publisherObject,
  publisherProblems,
  techniquesOf,
} from "./derive-attack.ts";

const pattern = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  type: "attack-pattern",
  id: `attack-pattern--${name.toLowerCase()}`,
  name,
  created: "2020-01-01T00:00:00.000Z",
  modified: "2021-01-01T00:00:00.000Z",
  external_references: [
    { source_name: "capec", external_id: "CAPEC-1" },
    { source_name: "mitre-attack", external_id: id },
  ],
  kill_chain_phases: [
    { kill_chain_name: "mitre-attack", phase_name: "execution" },
    { kill_chain_name: "other-chain", phase_name: "exploitation" },
  ],
  ...extra,
});

describe("techniquesOf", () => {
  it("keeps live techniques with their ATT&CK ID and ATT&CK tactics, and lists revoked and deprecated ones apart", () => {
    const { live, retired } = techniquesOf({
      objects: [
        pattern("T9001.001", "Alpha"),
        pattern("T9002", "Beta", { revoked: true }),
        pattern("T9003", "Gamma", { x_mitre_deprecated: true }),
        { ...pattern("T9004", "Delta"), external_references: [] },
        { type: "identity", id: "identity--x" },
      ] as never,
    });
    expect(live).toEqual([
      {
        id: "T9001.001",
        name: "Alpha",
        tactics: ["execution"],
        stixId: "attack-pattern--alpha",
        created: "2020-01-01T00:00:00.000Z",
        modified: "2021-01-01T00:00:00.000Z",
      },
    ]);
    expect(retired).toEqual([
      { id: "T9002", name: "Beta", status: "revoked" },
      { id: "T9003", name: "Gamma", status: "deprecated" },
    ]);
  });
});

describe("formatAttackJson", () => {
  it("writes valid JSON with one technique a line", () => {
    const data = {
      source: "s",
      commit: "c",
      attackVersion: "v1",
      derived: "2026-01-01",
      identity: { type: "identity", id: "identity--mitre" },
      marking: { type: "marking-definition", id: "marking-definition--mitre" },
      techniques: techniquesOf({
        objects: [pattern("T9001", "Alpha"), pattern("T9005", "Eps")] as never,
      }).live,
      retired: [{ id: "T9002", name: "Beta", status: "revoked" as const }],
    };
    const text = formatAttackJson(data);
    expect(JSON.parse(text)).toEqual(data);
    expect(text.split("\n").filter((line) => line.includes('"id":"T'))).toHaveLength(3);
    const withNamed = { ...data, named: namedObjectsOf({ objects: [group()] as never }) };
    expect(JSON.parse(formatAttackJson(withNamed))).toEqual(withNamed);
  });
});

const IDENTITY = "identity--mitre";
const MARKING = "marking-definition--mitre";
const group = (extra: Record<string, unknown> = {}) => ({
  type: "intrusion-set",
  id: "intrusion-set--alpha",
  name: "Alpha Group",
  aliases: ["Alpha Group", "ALPHA-1"],
  created: "2017-05-31T21:31:47.955Z",
  modified: "2025-04-16T20:37:39.817Z",
  created_by_ref: IDENTITY,
  object_marking_refs: [MARKING],
  external_references: [
    {
      source_name: "mitre-attack",
      external_id: "G9001",
      url: "https://attack.mitre.org/groups/G9001",
    },
  ],
  ...extra,
});

describe("MITRE's own objects", () => {
  it("keeps the STIX properties of MITRE's identity and marking, not its x_mitre_ ones nor empty text", () => {
    expect(
      publisherObject({
        type: "identity",
        id: IDENTITY,
        created: "2017-06-01T00:00:00.000Z",
        modified: "2025-03-19T15:00:40.855Z",
        name: "The MITRE Corporation",
        description: "",
        identity_class: "organization",
        object_marking_refs: [MARKING],
        x_mitre_attack_spec_version: "3.2.0",
      }),
    ).toEqual({
      type: "identity",
      id: IDENTITY,
      created: "2017-06-01T00:00:00.000Z",
      modified: "2025-03-19T15:00:40.855Z",
      name: "The MITRE Corporation",
      identity_class: "organization",
      object_marking_refs: [MARKING],
    });
  });

  it("keeps live groups and software with their ATT&CK id and other names, software's aliases from x_mitre_aliases", () => {
    const named = namedObjectsOf({
      objects: [
        group(),
        group({ id: "intrusion-set--gone", revoked: true }),
        {
          ...group({ type: "malware", id: "malware--beta", name: "Beta" }),
          aliases: undefined,
          x_mitre_aliases: ["Beta", "BetaBot"],
          external_references: [{ source_name: "mitre-attack", external_id: "S9001" }],
        },
        pattern("T9001", "Alpha"),
      ] as never,
    });
    expect(named).toEqual([
      expect.objectContaining({ id: "G9001", type: "intrusion-set", aliases: ["ALPHA-1"] }),
      expect.objectContaining({ id: "S9001", type: "malware", name: "Beta", aliases: ["BetaBot"] }),
    ]);
  });

  it("refuses a release whose objects another identity made, or marked otherwise, or whose technique pages moved", () => {
    const mine = {
      created_by_ref: IDENTITY,
      object_marking_refs: [MARKING],
    };
    const ok = pattern("T9001.001", "Alpha", {
      ...mine,
      external_references: [
        {
          source_name: "mitre-attack",
          external_id: "T9001.001",
          url: "https://attack.mitre.org/techniques/T9001/001",
        },
      ],
    });
    expect(publisherProblems({ objects: [ok, group()] as never }, IDENTITY, MARKING)).toEqual([]);
    expect(
      publisherProblems(
        {
          objects: [
            { ...ok, created_by_ref: "identity--other" },
            group({ object_marking_refs: [] }),
            { ...ok, external_references: [{ ...ok.external_references[0], url: "https://x" }] },
          ] as never,
        },
        IDENTITY,
        MARKING,
      ),
    ).toEqual([
      "attack-pattern--alpha (T9001.001): created_by_ref",
      "intrusion-set--alpha (G9001): object_marking_refs",
      "attack-pattern--alpha (T9001.001): url https://x",
    ]);
  });
});
