// CVSS v3.1 base scores: authors write only the vector, and the score and severity on the page and in the
// CSAF document are computed here, by FIRST's own calculator (the one the CSAF validator checks them with).
import { cvss31 } from "@secvisogram/csaf-validator-lib/lib/shared/first.js";

/** Each base metric's values, with their weights in FIRST's specification (section 7). */
const WEIGHTS = {
  AV: { N: 0.85, A: 0.62, L: 0.55, P: 0.2 },
  AC: { L: 0.77, H: 0.44 },
  PR: { N: 0.85, L: 0.62, H: 0.27 },
  UI: { N: 0.85, R: 0.62 },
  S: { U: 0, C: 0 },
  C: { H: 0.56, L: 0.22, N: 0 },
  I: { H: 0.56, L: 0.22, N: 0 },
  A: { H: 0.56, L: 0.22, N: 0 },
} as const;
type Metric = keyof typeof WEIGHTS;
const METRICS = Object.keys(WEIGHTS) as Metric[];

export type Severity = "NONE" | "LOW" | "MEDIUM" | "HIGH" | "CRITICAL";
export type CvssScore = {
  vectorString: string;
  baseScore: number;
  baseSeverity: Severity;
};

/** What is wrong with a vector, in words; undefined when it is a valid CVSS v3.1 base vector. */
export function cvssProblem(vector: string): string | undefined {
  const [prefix, ...parts] = vector.split("/");
  if (prefix !== "CVSS:3.1")
    return 'Expected a CVSS v3.1 vector starting with "CVSS:3.1/", like CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H';
  const seen = new Map<string, string>();
  for (const part of parts) {
    const [metric = "", value = ""] = part.split(":");
    if (!(metric in WEIGHTS))
      return `"${part}" is not a CVSS v3.1 base metric (use ${METRICS.join(", ")})`;
    if (seen.has(metric)) return `${metric} is given twice`;
    if (!(value in WEIGHTS[metric as Metric]))
      return `${metric}:${value}: ${metric} takes one of ${Object.keys(WEIGHTS[metric as Metric]).join(", ")}`;
    seen.set(metric, value);
  }
  const missing = METRICS.filter((metric) => !seen.has(metric));
  return missing.length ? `missing ${missing.join(", ")}` : undefined;
}

/** The base score and severity of a valid vector (check it with cvssProblem first). */
export function cvssScore(vector: string): CvssScore {
  const problem = cvssProblem(vector);
  if (problem) throw new Error(`${vector}: ${problem}`);
  const { baseMetricScore, baseSeverity } = cvss31.calculateCVSSFromVector(vector);
  return {
    vectorString: vector,
    baseScore: Number(baseMetricScore),
    baseSeverity: baseSeverity.toUpperCase() as Severity,
  };
}
