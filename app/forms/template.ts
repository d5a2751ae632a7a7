/**
 * Mail subject and intro templates: "{field}" and "{site}" are replaced by the values. An empty
 * value is dropped together with its separator (": ", ", ", " - ") or its parentheses, so
 * "Inquiry: {topic}" reads "Inquiry" when no topic was chosen.
 */
const PLACEHOLDER = /\s*\(\{(\w+)\}\)|(?:\s*[:,]|\s+[-–—])?\s*\{(\w+)\}/g;

export function renderTemplate(template: string, values: Record<string, string>): string {
  return template
    .replace(PLACEHOLDER, (match, inParens: string | undefined, plain: string | undefined) => {
      const name = inParens ?? plain ?? "";
      const value = (values[name] ?? "").trim().replace(/\s+/g, " ");
      return value ? match.replace(`{${name}}`, () => value) : "";
    })
    .trim();
}

/** The field names a template mentions. */
export function placeholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map(([, name = ""]) => name);
}
