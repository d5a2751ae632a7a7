/**
 * A template line `{{name}}`, or `# {{name}}` to keep the file valid of its kind, takes the build's
 * value, each of its lines at the placeholder's indent; an empty value leaves no line. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(
    /^([ \t]*)(?:# )?\{\{([a-z-]+)\}\}[ \t]*\n/gm,
    (_line, indent: string, key: string) => {
      const value = values[key];
      if (value === undefined) throw new Error(`No value for {{${key}}} in a deploy template`);
      return value ? `${value.replace(/^/gm, indent)}\n` : "";
    },
  );
}
