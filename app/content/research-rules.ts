// Fast checks of detection rules while content is read, so `content:check` names the file; the full
// checks (SigmaHQ's schema, YARA's compiler, each rule run on its tests) are in the tests.
import { existsSync, lstatSync, readFileSync } from "node:fs";
import { z } from "zod";
import { retiredTechnique, techniqueById } from "../research/attack";
import { prefixed, readText } from "./files";
import { ContentSyntaxError, parseYamlText } from "./syntax";

type RuleKind = "sigma" | "yara";
/** Published SigmaHQ and YARA rules are a few kilobytes each. */
const RULE_MAX = 256 * 1024;

/** Required by SigmaHQ's rule guide besides title, logsource and detection. */
const SIGMAHQ_FIELDS = [
  "id",
  "status",
  "description",
  "references",
  "author",
  "date",
  "level",
  "falsepositives",
];

/** A private rule never reports a match. */
export const yaraRuleNames = (text: string) =>
  [...text.matchAll(/^\s*((?:(?:private|global)\s+)*)rule\s+(\w+)/gm)]
    .filter((match) => !match[1]?.includes("private"))
    .map((match) => match[2] ?? "");

function ruleProblems(kind: RuleKind, text: string, lastChange?: string): string[] {
  if (kind === "yara")
    return /^\s*(?:(?:private|global)\s+)*rule\s+\w+/m.test(text) && /\bcondition\s*:/.test(text)
      ? []
      : ["a YARA file holds at least one `rule name { ... condition: ... }`"];
  let rule: unknown;
  try {
    // As strict as content: an unsafe YAML loader in others' tools runs a tag (!!python/object).
    rule = parseYamlText(text);
  } catch (error) {
    return [error instanceof ContentSyntaxError ? error.message : `not YAML: ${String(error)}`];
  }
  if (!rule || typeof rule !== "object")
    return ["a Sigma rule is a group of fields: title, logsource, detection..."];
  const fields = rule as Record<string, unknown>;
  const problems = ["title", "logsource", "detection"]
    .filter((field) => !(field in fields))
    .map((field) => `a Sigma rule needs "${field}"`);
  problems.push(
    ...SIGMAHQ_FIELDS.filter((field) => fields[field] === undefined || fields[field] === "").map(
      (field) =>
        field === "references"
          ? `SigmaHQ requires "references": the public sources of the detection (the ATT&CK technique's page, a vendor's report)`
          : `SigmaHQ requires "${field}"`,
    ),
  );
  const detection = fields.detection as Record<string, unknown> | undefined;
  if (detection && typeof detection === "object" && !("condition" in detection))
    problems.push(`"detection" needs a "condition"`);
  for (const { tag, id } of attackTags(fields.tags))
    if (!techniqueById(id))
      problems.push(
        `tag ${tag}: ${retiredTechnique(id) ? `${id} is ${retiredTechnique(id)?.status} in ATT&CK` : `${id} is not an ATT&CK Enterprise technique`}`,
      );
  // Else the STIX indicator and MISP attribute would keep an older date than the text they carry.
  const changed = [fields.modified, fields.date].find((value) => typeof value === "string");
  if (lastChange && typeof changed === "string" && changed > lastChange)
    problems.push(
      `the rule says it changed on ${changed}, after the report's record of it (${lastChange}): give it updated: ${changed} under the report's rules (and the report's updated)`,
    );
  return problems;
}

/** The ATT&CK techniques a Sigma rule's tags name (attack.t1059.001), each with its tag. */
const attackTags = (tags: unknown) =>
  (Array.isArray(tags) ? tags : []).flatMap((tag) => {
    const id = /^attack\.(t\d{4}(?:\.\d{3})?)$/i.exec(String(tag))?.[1];
    return id ? [{ tag: String(tag), id: id.toUpperCase() }] : [];
  });

export function sigmaTechniques(text: string): string[] {
  let rule: unknown;
  try {
    rule = parseYamlText(text);
  } catch {
    return [];
  }
  return attackTags((rule as { tags?: unknown } | null)?.tags).map(({ id }) => id);
}

/** Enough for a rule's size limits, small enough for a pull request. */
const MAX_BYTES = 1 << 20;
const part = z
  .strictObject({
    text: z.string().max(MAX_BYTES).optional(),
    utf16: z.string().max(MAX_BYTES).optional(),
    hex: z
      .string()
      .max(2 * MAX_BYTES)
      .regex(/^(?:\s*[0-9a-fA-F]{2})+\s*$/, "Expected bytes in hexadecimal, like 4D 5A 90 00")
      .optional(),
    repeat: z.number().int().min(1).max(MAX_BYTES).optional(),
  })
  .refine(
    (entry) => [entry.text, entry.utf16, entry.hex].filter((v) => v !== undefined).length === 1,
    "Expected one of text (UTF-8), utf16 (UTF-16 little-endian, as Windows writes) or hex",
  );
export type BytesPart = z.output<typeof part>;
const name = z.string().min(1).max(200);
const yaraCase = z.strictObject({
  name,
  /** Needed when the file has several rules. */
  rule: z.string().regex(/^\w+$/, "Expected a rule name of the file").optional(),
  bytes: z.array(part).min(1).max(100),
});
const sigmaCase = z.strictObject({
  name,
  event: z.record(z.string(), z.union([z.string().max(10_000), z.number(), z.boolean(), z.null()])),
});
const testsOf = <T extends z.ZodType>(item: T) =>
  z.strictObject({
    match: z.array(item).min(1, "Give at least one case the rule must match").max(50),
    nomatch: z.array(item).min(1, "Give at least one case the rule must not match").max(50),
  });
export const yaraTestsSchema = testsOf(yaraCase);
export const sigmaTestsSchema = testsOf(sigmaCase);
export type YaraTests = z.output<typeof yaraTestsSchema>;
export type SigmaTests = z.output<typeof sigmaTestsSchema>;

export function caseBytes(parts: readonly BytesPart[]): Buffer {
  return Buffer.concat(
    parts.map((entry) => {
      const once =
        entry.hex !== undefined
          ? Buffer.from(entry.hex.replace(/\s/g, ""), "hex")
          : entry.utf16 !== undefined
            ? Buffer.from(entry.utf16, "utf16le")
            : Buffer.from(entry.text ?? "", "utf8");
      return Buffer.concat(Array.from({ length: entry.repeat ?? 1 }, () => once));
    }),
  );
}

/** The full name, so a Sigma and a YARA rule of one name each have their tests. */
export const ruleTestsFile = (file: string) => `${file}.tests.yaml`;

/** A YARA rule must have tests, a Sigma rule may. */
function readRuleTests(
  dir: string,
  file: string,
  kind: RuleKind,
  ruleText: string,
): { tests?: YaraTests | SigmaTests; problems: string[] } {
  const path = `${dir}/research/rules/${ruleTestsFile(file)}`;
  if (!existsSync(path))
    return {
      problems:
        kind === "yara"
          ? [
              `${dir}/research/rules/${file}: no tests: add ${ruleTestsFile(file)} beside it, with bytes its rules must match and must not match (docs/research.md)`,
            ]
          : [],
    };
  let data: unknown;
  try {
    data = parseYamlText(readText(path));
  } catch (error) {
    return { problems: [prefixed(path, error)] };
  }
  const result = (kind === "yara" ? yaraTestsSchema : sigmaTestsSchema).safeParse(data);
  if (!result.success)
    return {
      problems: result.error.issues.map(
        (issue) => `${path}: ${issue.path.join(".") || "(the file)"}: ${issue.message}`,
      ),
    };
  const problems: string[] = [];
  if (kind === "yara") {
    const tests = result.data as YaraTests;
    const rules = yaraRuleNames(ruleText);
    for (const list of ["match", "nomatch"] as const)
      tests[list].forEach((entry, index) => {
        const at = `${path}: ${list}.${index}`;
        if (entry.rule && !rules.includes(entry.rule))
          problems.push(
            `${at}.rule: ${file} has no rule ${entry.rule} (it has ${rules.join(", ")})`,
          );
        else if (list === "match" && !entry.rule && rules.length > 1)
          problems.push(`${at}.rule: ${file} has several rules: name the one that must match`);
        if (caseBytes(entry.bytes).length > MAX_BYTES)
          problems.push(`${at}.bytes: more than ${MAX_BYTES} bytes`);
      });
    const tested = new Set(tests.match.map((entry) => entry.rule ?? rules[0]));
    for (const rule of rules.filter((candidate) => !tested.has(candidate)))
      problems.push(`${path}: match: no case for rule ${rule}: give it bytes it must match`);
  }
  return { tests: result.data, problems };
}

/** `lastChange`: the day the report says the rule last changed. */
export function readRule(
  dir: string,
  file: string,
  kind: RuleKind,
  lastChange?: string,
): { text: string; problems: string[] } {
  const path = `${dir}/research/rules/${file}`;
  const refused = (problem: string) => ({ text: "", problems: [problem] });
  if (!existsSync(path))
    return refused(`no file ${path}: add it, or remove the rule from the report`);
  const stat = lstatSync(path);
  if (!stat.isFile())
    return refused(`${path}: not a regular file: a rule is a file of its own here`);
  if (stat.size > RULE_MAX)
    return refused(
      `${path}: ${Math.ceil(stat.size / 1024)} KB: a rule file has at most ${RULE_MAX / 1024} KB; split it into several rules`,
    );
  const text = readFileSync(path, "utf8");
  return {
    text,
    problems: [
      ...ruleProblems(kind, text, lastChange).map((problem) => `${path}: ${problem}`),
      ...readRuleTests(dir, file, kind, text).problems,
    ],
  };
}
