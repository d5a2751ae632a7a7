// Fast checks of a report's detection rules when content is read, so `content:check` names the file;
// the full checks (SigmaHQ's schema, YARA's compiler) are in test/standards/.
import { existsSync, readFileSync } from "node:fs";
import { parse } from "yaml";
import { retiredTechnique, techniqueById } from "../research/attack";

type RuleKind = "sigma" | "yara";

/** What is wrong with a rule's text, in words for its author; empty when nothing is. */
function ruleProblems(kind: RuleKind, text: string): string[] {
  if (kind === "yara")
    return /^\s*(?:(?:private|global)\s+)*rule\s+\w+/m.test(text) && /\bcondition\s*:/.test(text)
      ? []
      : ["a YARA file holds at least one `rule name { ... condition: ... }`"];
  let rule: unknown;
  try {
    rule = parse(text);
  } catch (error) {
    return [`not YAML: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`];
  }
  if (!rule || typeof rule !== "object")
    return ["a Sigma rule is a group of fields: title, logsource, detection..."];
  const fields = rule as Record<string, unknown>;
  const problems = ["title", "logsource", "detection"]
    .filter((field) => !(field in fields))
    .map((field) => `a Sigma rule needs "${field}"`);
  const detection = fields.detection as Record<string, unknown> | undefined;
  if (detection && typeof detection === "object" && !("condition" in detection))
    problems.push(`"detection" needs a "condition"`);
  for (const tag of Array.isArray(fields.tags) ? fields.tags : []) {
    const id = /^attack\.(t\d{4}(?:\.\d{3})?)$/i.exec(String(tag))?.[1]?.toUpperCase();
    if (id && !techniqueById(id))
      problems.push(
        `tag ${String(tag)}: ${retiredTechnique(id) ? `${id} is ${retiredTechnique(id)?.status} in ATT&CK` : `${id} is not an ATT&CK Enterprise technique`}`,
      );
  }
  return problems;
}

/** The ATT&CK techniques a Sigma rule's `attack.t…` tags name (T1059.001), as the bundle relates the rule to them. */
export function sigmaTechniques(text: string): string[] {
  let rule: unknown;
  try {
    rule = parse(text);
  } catch {
    return [];
  }
  const tags = (rule as { tags?: unknown } | null)?.tags;
  return (Array.isArray(tags) ? tags : []).flatMap((tag) => {
    const id = /^attack\.(t\d{4}(?:\.\d{3})?)$/i.exec(String(tag))?.[1];
    return id ? [id.toUpperCase()] : [];
  });
}

/** A rule file of content/research/rules/ and its text; a problem names the file. */
export function readRule(
  dir: string,
  file: string,
  kind: RuleKind,
): { text: string; problems: string[] } {
  const path = `${dir}/research/rules/${file}`;
  if (!existsSync(path))
    return { text: "", problems: [`no file ${path}: add it, or remove the rule from the report`] };
  const text = readFileSync(path, "utf8");
  return { text, problems: ruleProblems(kind, text).map((problem) => `${path}: ${problem}`) };
}
