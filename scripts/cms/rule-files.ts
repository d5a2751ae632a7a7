/**
 * How the CMS reads and writes a detection rule's file (content/research/rules/): its whole text
 * in one field, written back exactly as typed. A Sigma rule's detection is free-form YAML and a
 * YARA rule is not YAML at all, so neither fits a form of fields. Pure: the CMS page
 * (admin/main.tsx) registers it as a format, and config.test.ts saves every rule through it.
 */

/** The rule collections' format name (Decap's registerCustomFormat). */
export const RULE_FORMAT = "rule-text";
/** The one field that holds a rule file's text. */
export const RULE_TEXT_FIELD = "text";

export function ruleFromFile(content: string): Record<string, unknown> {
  return { [RULE_TEXT_FIELD]: content };
}

/** The text as typed; a text that does not end its last line gets a line end, as the files have. */
export function ruleToFile(data: Record<string, unknown>): string {
  const value = data[RULE_TEXT_FIELD];
  const text = typeof value === "string" ? value : "";
  return text === "" || text.endsWith("\n") ? text : `${text}\n`;
}
