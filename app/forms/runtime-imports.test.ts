/**
 * The forms layer's browser modules must not load zod (it would add tens of kB to every page
 * with a form, against the 120 kB budget): definitions and settings are parsed at build and
 * reach the browser as data. This fails if a browser module imports a zod module as a value
 * (`import type` is erased; `import { type X }` is not, under verbatimModuleSyntax).
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.dirname(fileURLToPath(import.meta.url));
/** Build-time modules: zod is theirs to use. */
const buildOnly = new Set([
  "schema.ts",
  "settings-schema.ts",
  "settings.ts",
  "test-fixture.ts",
  "test-forms.ts",
]);
const zodModule = /^(zod|\.{1,2}\/(?:\.\.\/)*(schema|settings-schema|settings))$/;
const imports = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?([^;]*?)\s+from\s+"([^"]+)"/g;

function browserModules(dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return browserModules(file);
    return entry.name.endsWith(".ts") &&
      !entry.name.endsWith(".test.ts") &&
      !buildOnly.has(entry.name)
      ? [file]
      : [];
  });
}

describe("browser modules of the forms layer", () => {
  it("import zod and the schemas for types only", () => {
    const modules = browserModules();
    expect(modules.length).toBeGreaterThan(20);
    const offending = modules.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(imports)]
        .filter(([, typeOnly, , from = ""]) => zodModule.test(from) && !typeOnly)
        .map(([statement]) => `${path.relative(root, file)}: ${statement.trim()}`),
    );
    expect(offending).toEqual([]);
  });
});
