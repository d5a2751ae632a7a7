import { describe, expect, it } from "vitest";
import attack from "~/research/attack-techniques.json" with { type: "json" };
import { validateNavigatorLayer } from "./navigator.ts";

// Taken from the pinned data, not named here: a later ATT&CK release may change which IDs are which.
const live = attack.techniques.find((t) => t.id.includes(".") && t.tactics.length > 0);
if (!live) throw new Error("the pinned ATT&CK data has no sub-technique");
const revoked = attack.retired.find((t) => t.status === "revoked")?.id ?? "";
const major = attack.attackVersion.replace(/^v/, "").split(".")[0] ?? "";

const layer = (overrides: Record<string, unknown> = {}) => ({
  name: "Example report",
  versions: { attack: major, navigator: "5.1.0", layer: "4.5" },
  domain: "enterprise-attack",
  description: "Techniques in a fictional report",
  techniques: [
    {
      techniqueID: live.id,
      tactic: live.tactics[0],
      score: 1,
      color: "#e60d0d",
      comment: "Seen",
      enabled: true,
    },
  ],
  gradient: { colors: ["#ffffff", "#e60d0d"], minValue: 0, maxValue: 1 },
  legendItems: [{ label: "Seen in the report", color: "#e60d0d" }],
  links: [{ label: "Report", url: "https://example.com/research/example" }, { divider: true }],
  ...overrides,
});

describe("validateNavigatorLayer", () => {
  it("accepts a layer in format 4.5 naming live techniques, alone or in a list", () => {
    expect(validateNavigatorLayer(layer())).toEqual([]);
    expect(validateNavigatorLayer([layer(), layer({ techniques: [] })])).toEqual([]);
  });

  it("refuses another layer version, another domain and a missing name", () => {
    const { name: _name, ...nameless } = layer({
      versions: { navigator: "5.1.0", layer: "4.4" },
      domain: "mobile-attack",
    });
    const problems = validateNavigatorLayer(nameless);
    expect(problems).toContainEqual(expect.stringMatching(/^versions.layer: /));
    expect(problems).toContainEqual(expect.stringMatching(/^domain: /));
    expect(problems).toContainEqual(expect.stringMatching(/^name: /));
  });

  it("refuses an unknown, revoked or malformed technique ID, and a tactic the technique is not in", () => {
    const problems = validateNavigatorLayer(
      layer({
        techniques: [
          { techniqueID: "T0001" },
          { techniqueID: revoked },
          { techniqueID: live.id, tactic: "not-a-tactic" },
        ],
      }),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^techniques.0 T0001: not an ATT&CK Enterprise technique/),
      expect.stringMatching(new RegExp(`^techniques.1 ${revoked}: revoked in ATT&CK`)),
      expect.stringMatching(/^techniques.2 .*: tactic "not-a-tactic" is not one of its tactics/),
    ]);
    expect(validateNavigatorLayer(layer({ techniques: [{ techniqueID: "t1059" }] }))).toEqual([
      expect.stringMatching(/^techniques.0.techniqueID: /),
    ]);
  });

  it("refuses optional fields of the wrong type, misspelt fields and an old Navigator or other ATT&CK release", () => {
    const problems = validateNavigatorLayer(
      layer({
        versions: { attack: "1", navigator: "4.8.3", layer: "4.5" },
        sorting: 7,
        hideDisabled: "no",
        gradient: { colors: ["#fff"], minValue: 5, maxValue: 1 },
        techniques: [{ techniqueId: live.id }],
      }),
    );
    for (const field of [
      /^versions.navigator: /,
      /^sorting: /,
      /^hideDisabled: /,
      /^gradient.colors: /,
      /^techniques.0: /,
    ]) {
      expect(problems).toContainEqual(expect.stringMatching(field));
    }
    expect(
      validateNavigatorLayer(
        layer({ versions: { attack: "1", navigator: "5.1.0", layer: "4.5" } }),
      ),
    ).toEqual([expect.stringMatching(/^versions.attack: "1" is not the pinned ATT&CK release/)]);
  });
});
