/** A template line `{{name}}`, or `# {{name}}` to keep the file valid of its kind, takes the build's value. */
import path from "node:path";

/** npm scripts, the build and the tests all run from the project root. */
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
