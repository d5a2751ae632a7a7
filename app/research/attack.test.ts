import { describe, expect, it } from "vitest";
import data from "./attack-techniques.json" with { type: "json" };
import {
  attackObjectUrl,
  attackPublisher,
  attackRelease,
  attackUrl,
  retiredTechnique,
  techniqueById,
} from "./attack.ts";

// Taken from the pinned data, not named here: a later ATT&CK release may change which IDs are which.
const live = data.techniques[0];
const retired = data.retired[0];

describe("the pinned ATT&CK release", () => {
  it("says where it comes from", () => {
    expect(attackRelease.source).toBe(
      `https://github.com/mitre/cti/tree/${attackRelease.commit}/enterprise-attack/attack-pattern`,
    );
    expect(attackRelease.version).not.toBe("");
  });

  it("finds live techniques only, and tells a retired one apart from an unknown one", () => {
    expect(live && techniqueById(live.id)?.name).toBe(live?.name);
    expect(retired && techniqueById(retired.id)).toBeUndefined();
    expect(retired && retiredTechnique(retired.id)?.status).toMatch(/^(revoked|deprecated)$/);
    expect(techniqueById("T0000")).toBeUndefined();
    expect(retiredTechnique("T0000")).toBeUndefined();
  });

  it("holds well-formed, sorted, unique IDs", () => {
    const ids = [...data.techniques, ...data.retired].map((t) => t.id);
    for (const id of ids) expect(id).toMatch(/^T\d{4}(\.\d{3})?$/);
    expect(new Set(ids).size).toBe(ids.length);
    const liveIds = data.techniques.map((t) => t.id);
    expect(liveIds).toEqual(
      [...liveIds].sort((a, b) => a.localeCompare(b, "en", { numeric: true })),
    );
  });

  it("links to ATT&CK's own page, a sub-technique under its parent", () => {
    expect(attackUrl("T1059")).toBe("https://attack.mitre.org/techniques/T1059/");
    expect(attackUrl("T1059.001")).toBe("https://attack.mitre.org/techniques/T1059/001/");
    // As MITRE's STIX writes it, for bundles that carry MITRE's objects.
    expect(attackObjectUrl("T1059.001")).toBe("https://attack.mitre.org/techniques/T1059/001");
    expect(attackObjectUrl("G0010")).toBe("https://attack.mitre.org/groups/G0010");
    expect(attackObjectUrl("S0154")).toBe("https://attack.mitre.org/software/S0154");
  });

  it("holds MITRE's identity and the marking it puts on every ATT&CK object, each naming the other", () => {
    const { identity, marking } = attackPublisher;
    expect(identity).toMatchObject({ type: "identity", identity_class: "organization" });
    expect(identity.object_marking_refs).toEqual([marking.id]);
    expect(marking).toMatchObject({ type: "marking-definition", created_by_ref: identity.id });
  });
});
