import { describe, expect, it } from "vitest";
import { formatAttackJson, techniquesOf } from "./derive-attack.ts";

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
      techniques: techniquesOf({
        objects: [pattern("T9001", "Alpha"), pattern("T9005", "Eps")] as never,
      }).live,
      retired: [{ id: "T9002", name: "Beta", status: "revoked" as const }],
    };
    const text = formatAttackJson(data);
    expect(JSON.parse(text)).toEqual(data);
    expect(text.split("\n").filter((line) => line.includes('"id":'))).toHaveLength(3);
  });
});
