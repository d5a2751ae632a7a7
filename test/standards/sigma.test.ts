import { describe, expect, it } from "vitest";
import attack from "~/research/attack-techniques.json" with { type: "json" };
import { validateSigmaRule } from "./sigma.ts";

// Taken from the pinned data, not named here: a later ATT&CK release may change which IDs are which.
const live = attack.techniques.find((t) => t.id.includes("."))?.id ?? "";
const revoked = attack.retired.find((t) => t.status === "revoked")?.id ?? "";
const tag = (id: string) => `attack.${id.toLowerCase()}`;

const rule = ({ tags = [tag(live)], detection = true } = {}) =>
  [
    "title: Example encoded command line",
    "id: 0b8f3b4c-1f7e-4d2a-9c3e-5a6b7c8d9e0f",
    "status: experimental",
    "description: Fictional rule for the tests.",
    "author: Example Research",
    "date: 2026-01-05",
    "tags:",
    ...tags.map((t) => `  - ${t}`),
    "logsource:",
    "  product: windows",
    "  category: process_creation",
    ...(detection
      ? [
          "detection:",
          "  selection:",
          "    CommandLine|contains: ' -enc '",
          "  condition: selection",
        ]
      : []),
    "level: medium",
    "",
  ].join("\n");

describe("validateSigmaRule", () => {
  it("accepts a rule that follows the schema and names a live technique", () => {
    expect(validateSigmaRule(rule({ tags: ["attack.execution", tag(live)] }), "ok.yml")).toEqual(
      [],
    );
  });

  it("refuses a rule without detection, naming the file", () => {
    expect(validateSigmaRule(rule({ detection: false }), "no-detection.yml")).toEqual([
      "no-detection.yml: / must have required property 'detection'",
    ]);
  });

  it("refuses a revoked technique, saying so", () => {
    const problems = validateSigmaRule(rule({ tags: [tag(revoked)] }), "revoked.yml");
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(`^revoked.yml: tag "${tag(revoked)}": ${revoked} .* is revoked in ATT&CK`),
      ),
    ]);
  });

  it("refuses an unknown technique and a malformed technique tag", () => {
    const problems = validateSigmaRule(rule({ tags: ["attack.t0001", "attack.t1059.1"] }), "r.yml");
    expect(problems).toEqual([
      expect.stringMatching(/"attack.t0001": T0001 is not an ATT&CK Enterprise technique/),
      expect.stringMatching(/"attack.t1059.1" is not an ATT&CK technique ID/),
    ]);
  });

  it("refuses what the schema refuses, and YAML that does not parse", () => {
    expect(
      validateSigmaRule(rule().replace("level: medium", "level: severe"), "r.yml"),
    ).toContainEqual(expect.stringMatching(/^r.yml: \/level/));
    expect(validateSigmaRule("title: [unclosed", "bad.yml")[0]).toMatch(/^bad.yml: YAML: /);
    expect(validateSigmaRule(`${rule()}---\n${rule()}`, "two.yml")).toEqual([
      "two.yml: one YAML document (one rule) expected",
    ]);
  });
});
