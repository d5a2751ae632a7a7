/**
 * An ATT&CK Navigator layer (format 4.5, MITRE's attack-navigator layers/spec/v4.5/layerformat.md), to see a
 * report's techniques on the Enterprise matrix or combine it with other layers to compare coverage. */
import type { ResolvedReport } from "./report";

/** One report's layer; `attackVersion` is the pinned ATT&CK release ("17.1" is written "17"). */
export function navigatorLayer(report: ResolvedReport, attackVersion: string): object {
  const ids = new Set(report.techniques.map((technique) => technique.id));
  // A sub-technique is drawn inside its parent, which the Navigator shows folded unless told.
  const parents = new Set(
    [...ids].filter((id) => id.includes(".")).map((id) => id.split(".")[0] ?? ""),
  );
  const techniques = [
    ...report.techniques.map((technique) => ({
      techniqueID: technique.id,
      score: 1,
      comment: `${technique.name}: seen in "${report.title}"`,
      enabled: true,
      ...(parents.has(technique.id) ? { showSubtechniques: true } : {}),
    })),
    ...[...parents]
      .filter((parent) => !ids.has(parent))
      .map((parent) => ({ techniqueID: parent, enabled: true, showSubtechniques: true })),
  ];
  return {
    name: report.title,
    versions: {
      attack: attackVersion.split(".")[0] ?? attackVersion,
      navigator: "5.1.0",
      layer: "4.5",
    }, // the format asks for Navigator 4.9.0 or later
    domain: "enterprise-attack",
    description: report.summary,
    techniques,
    gradient: { colors: ["#ffffff", "#e4572e"], minValue: 0, maxValue: 1 },
    legendItems: [{ label: "Seen in this report", color: "#e4572e" }],
    metadata: [
      { name: "Published", value: report.date },
      { name: "Activity", value: `${report.firstSeen} to ${report.lastSeen}` },
    ],
    links: [{ label: "The report", url: report.url }],
  };
}
