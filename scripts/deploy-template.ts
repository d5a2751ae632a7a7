/**
 * The host configurations in deploy/ are templates: a line `{{name}}` (or `# {{name}}`, so the
 * template stays a valid file of its kind) is replaced by the build's value, at its indent.
 */
import path from "node:path";

/** deploy/, from the project root (npm scripts, the build and the tests all run there). */
export const deployDir = path.resolve("deploy");

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(
    /^([ \t]*)(?:# )?\{\{([a-z-]+)\}\}[ \t]*$/gm,
    (line, _indent: string, key: string) => {
      const value = values[key];
      if (value === undefined) throw new Error(`No value for {{${key}}} in a deploy template`);
      return `${_indent}${value}`;
    },
  );
}
