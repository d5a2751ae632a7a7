import { describe, expect, it } from "vitest";
import { navigatorLayer } from "./navigator";
import { fixtureReport } from "../../../test/research-report";

describe("ATT&CK Navigator layer", () => {
  const layer = navigatorLayer(fixtureReport(), "17.1") as {
    versions: object;
    domain: string;
    techniques: {
      techniqueID: string;
      score?: number;
      enabled: boolean;
      showSubtechniques?: boolean;
    }[];
  };

  it("is a 4.5 layer of the Enterprise matrix at the pinned ATT&CK release's major version", () => {
    expect(layer.versions).toEqual({ attack: "17", navigator: "5.1.0", layer: "4.5" });
    expect(layer.domain).toBe("enterprise-attack");
  });

  it("scores each of the report's techniques and unfolds the parent of a sub-technique", () => {
    expect(
      layer.techniques
        .filter((technique) => technique.score === 1)
        .map((technique) => technique.techniqueID),
    ).toEqual(["T1059.001", "T1105"]);
    expect(layer.techniques.find((technique) => technique.techniqueID === "T1059")).toEqual({
      techniqueID: "T1059",
      enabled: true,
      showSubtechniques: true,
    });
    expect(layer.techniques.every((technique) => technique.enabled)).toBe(true);
  });
});
