import { z } from "zod";
import { attackRelease, retiredTechnique, techniqueById } from "~/research/attack.ts";

/** ATT&CK Navigator's layer file format 4.5 (mitre-attack/attack-navigator at 5f3c6ad1, layers/spec/v4.5/layerformat.md)
 * as a schema. Unknown properties are refused: Navigator would silently ignore a misspelt one. Where the format
 * allows more, we ask what our layers promise: versions.layer "4.5" and the enterprise-attack domain. */
const hexColor = z
  .string()
  .regex(/^(#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8}))?$/i, "a hexadecimal RGB colour");
const divider = z.strictObject({ divider: z.boolean() });
const metadata = z.array(
  z.union([z.strictObject({ name: z.string(), value: z.string() }), divider]),
);
const links = z.array(
  z.union([
    z.strictObject({
      label: z.string(),
      url: z.string().regex(/^[a-z][a-z0-9+.-]*:\/\//i, "a URL with its protocol"),
    }),
    divider,
  ]),
);
const technique = z.strictObject({
  techniqueID: z.string().regex(/^T\d{4}(\.\d{3})?$/, 'an ATT&CK ID, "T####" or "T####.###"'),
  tactic: z.string().optional(),
  comment: z.string().optional(),
  enabled: z.boolean().optional(),
  score: z.number().optional(),
  color: hexColor.optional(),
  metadata: metadata.optional(),
  links: links.optional(),
  showSubtechniques: z.boolean().optional(),
});
const layer = z.strictObject({
  versions: z.strictObject({
    attack: z.string().optional(),
    navigator: z.string().refine(atLeast("4.9.0"), 'a Navigator version of at least "4.9.0"'),
    layer: z.literal("4.5"),
  }),
  name: z.string().min(1),
  description: z.string().optional(),
  domain: z.literal("enterprise-attack"),
  customDataURL: z.string().optional(),
  filters: z.strictObject({ platforms: z.array(z.string()).optional() }).optional(),
  sorting: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).optional(),
  layout: z
    .strictObject({
      layout: z.enum(["side", "flat", "mini"]).optional(),
      showID: z.boolean().optional(),
      showName: z.boolean().optional(),
      showAggregateScores: z.boolean().optional(),
      countUnscored: z.boolean().optional(),
      aggregateFunction: z.enum(["average", "min", "max", "sum"]).optional(),
      expandedSubtechniques: z.enum(["none", "all", "annotated"]).optional(),
    })
    .optional(),
  hideDisabled: z.boolean().optional(),
  techniques: z.array(technique).optional(),
  gradient: z
    .strictObject({ colors: z.array(hexColor).min(2), minValue: z.number(), maxValue: z.number() })
    .refine((g) => g.maxValue > g.minValue, {
      message: "maxValue must be greater than minValue",
      path: ["maxValue"],
    })
    .optional(),
  legendItems: z.array(z.strictObject({ label: z.string(), color: hexColor })).optional(),
  showTacticRowBackground: z.boolean().optional(),
  tacticRowBackground: hexColor.optional(),
  selectTechniquesAcrossTactics: z.boolean().optional(),
  selectSubtechniquesWithParent: z.boolean().optional(),
  selectVisibleTechniques: z.boolean().optional(),
  metadata: metadata.optional(),
  links: links.optional(),
});

function atLeast(minimum: string) {
  const parts = (v: string) => v.split(".").map(Number);
  return (version: string) => {
    if (!/^\d+(\.\d+)*$/.test(version)) return false;
    const [a, b] = [parts(version), parts(minimum)];
    for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
      const d = (a[i] ?? 0) - (b[i] ?? 0);
      if (d !== 0) return d > 0;
    }
    return true;
  };
}

/** A Navigator layer file's problems (one layer, or the format's list of layers), empty when valid. */
export function validateNavigatorLayer(file: unknown): string[] {
  if (Array.isArray(file))
    return file.flatMap((one, i) => validateOne(one).map((p) => `[${i}] ${p}`));
  return validateOne(file);
}

function validateOne(value: unknown): string[] {
  const parsed = layer.safeParse(value);
  if (!parsed.success)
    return parsed.error.issues.map(
      (issue) => `${issue.path.join(".") || "layer"}: ${issue.message}`,
    );
  const problems: string[] = [];
  // Navigator shows the ATT&CK release a layer names; its major version must be the one our IDs come from.
  const major = attackRelease.version.replace(/^v/, "").split(".")[0];
  const { attack } = parsed.data.versions;
  if (attack !== undefined && attack.replace(/^v/, "").split(".")[0] !== major) {
    problems.push(
      `versions.attack: "${attack}" is not the pinned ATT&CK release (${attackRelease.version})`,
    );
  }
  const seen = new Set<string>();
  (parsed.data.techniques ?? []).forEach(({ techniqueID: id, tactic }, i) => {
    const at = `techniques.${i} ${id}`;
    const live = techniqueById(id);
    const retired = retiredTechnique(id);
    if (!live) {
      problems.push(
        retired
          ? `${at}: ${retired.status} in ATT&CK ${attackRelease.version} (${retired.name})`
          : `${at}: not an ATT&CK Enterprise technique in ${attackRelease.version}`,
      );
    } else if (tactic !== undefined && !live.tactics.includes(tactic)) {
      problems.push(
        `${at}: tactic "${tactic}" is not one of its tactics (${live.tactics.join(", ")})`,
      );
    }
    const key = `${id} ${tactic ?? "*"}`;
    if (seen.has(key)) problems.push(`${at}: listed twice${tactic ? ` for ${tactic}` : ""}`);
    seen.add(key);
  });
  return problems;
}
