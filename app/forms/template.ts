/**
 * Mail templates: an empty value is dropped with its separator or parentheses, so "Inquiry: {topic}"
 * reads "Inquiry" when no topic was chosen. */
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

export function placeholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map(([, name = ""]) => name);
}
