// Fast checks of a report's detection rules when content is read, so `content:check` names the file;
// the full checks (SigmaHQ's schema, YARA's compiler) are in test/standards/.
import { existsSync, lstatSync, readFileSync } from "node:fs";
import { retiredTechnique, techniqueById } from "../research/attack";
import { ContentSyntaxError, parseYamlText } from "./syntax";

type RuleKind = "sigma" | "yara";
/** A rule file's largest size: SigmaHQ's and YARA's published rules are a few kilobytes each. */
const RULE_MAX = 256 * 1024;

/** What is wrong with a rule's text, in words for its author; empty when nothing is. */
function ruleProblems(kind: RuleKind, text: string): string[] {
  if (kind === "yara")
    return /^\s*(?:(?:private|global)\s+)*rule\s+\w+/m.test(text) && /\bcondition\s*:/.test(text)
      ? []
      : ["a YARA file holds at least one `rule name { ... condition: ... }`"];
  let rule: unknown;
  try {
    // As strict as content: the rule is published for others' tools, and a tag (!!python/object...) is what an
    // unsafe YAML loader turns into running code.
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

/** A rule file of content/research/rules/ and its text; a problem names the file. */
export function readRule(
  dir: string,
  file: string,
  kind: RuleKind,
): { text: string; problems: string[] } {
  const path = `${dir}/research/rules/${file}`;
  if (!existsSync(path))
    return { text: "", problems: [`no file ${path}: add it, or remove the rule from the report`] };
  const stat = lstatSync(path);
  if (!stat.isFile())
    return {
      text: "",
      problems: [`${path}: not a regular file: a rule is a file of its own here`],
    };
  if (stat.size > RULE_MAX)
    return {
      text: "",
      problems: [
        `${path}: ${Math.ceil(stat.size / 1024)} KB: a rule file has at most ${RULE_MAX / 1024} KB; split it into several rules`,
      ],
    };
  const text = readFileSync(path, "utf8");
  return { text, problems: ruleProblems(kind, text).map((problem) => `${path}: ${problem}`) };
}
