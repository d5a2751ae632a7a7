/**
 * A detection rule file as one text field, written back as typed: Sigma's detection is free-form YAML and
 * YARA is not YAML, so neither fits a form. Registered by admin/main.tsx as a Decap format. */

export const RULE_FORMAT = "rule-text";
export const RULE_TEXT_FIELD = "text";

export function ruleFromFile(content: string): Record<string, unknown> {
  return { [RULE_TEXT_FIELD]: content };
}

/** A missing final line end is added, as the files have it. */
export function ruleToFile(data: object): string {
  const value = (data as Record<string, unknown>)[RULE_TEXT_FIELD];
  const text = typeof value === "string" ? value : "";
  return text === "" || text.endsWith("\n") ? text : `${text}\n`;
}
