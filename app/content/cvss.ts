// CVSS v3.1 base scores (FIRST's specification, section 7): authors write only the vector, and the
// score and severity on the page and in the CSAF document are computed here so they never disagree.
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

/** The specification's Roundup: the smallest number with one decimal that is not below the input. */
function roundUp(value: number): number {
  const scaled = Math.round(value * 100_000);
  return scaled % 10_000 === 0 ? scaled / 100_000 : (Math.floor(scaled / 10_000) + 1) / 10;
}

function severityOf(score: number): Severity {
  if (score === 0) return "NONE";
  if (score < 4) return "LOW";
  if (score < 7) return "MEDIUM";
  if (score < 9) return "HIGH";
  return "CRITICAL";
}

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
  const value = Object.fromEntries(
    vector
      .split("/")
      .slice(1)
      .map((part) => part.split(":") as [string, string]),
  ) as Record<Metric, string>;
  const weight = (metric: Metric) =>
    (WEIGHTS[metric] as Record<string, number>)[value[metric]] ?? 0;
  const changed = value.S === "C";
  const privileges =
    changed && value.PR !== "N" ? { L: 0.68, H: 0.5 }[value.PR as "L" | "H"] : weight("PR");
  const iss = 1 - (1 - weight("C")) * (1 - weight("I")) * (1 - weight("A"));
  const impact = changed ? 7.52 * (iss - 0.029) - 3.25 * (iss - 0.02) ** 15 : 6.42 * iss;
  const exploitability = 8.22 * weight("AV") * weight("AC") * privileges * weight("UI");
  const baseScore =
    impact <= 0 ? 0 : roundUp(Math.min((changed ? 1.08 : 1) * (impact + exploitability), 10));
  return { vectorString: vector, baseScore, baseSeverity: severityOf(baseScore) };
}
