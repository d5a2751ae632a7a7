/** Scratch copies of the content for one test file, under .tmp/ (so the content build resolves them like content/),
 * removed after its tests. A test that breaks named files or fields copies the frozen launch content (`from: "launch"`),
 * which marketing cannot change under it; one that picks its files from content/ copies content/ (the default). */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import { buildContentFrom } from "./content-build";

const SOURCES = { live: "content", launch: path.join("test", "fixtures", "content") };

export function scratchContent(
  prefix: string,
  { from = "live" }: { from?: keyof typeof SOURCES } = {},
) {
  let dir = "";
  beforeAll(() => {
    mkdirSync(".tmp", { recursive: true });
    dir = path.relative(process.cwd(), mkdtempSync(path.join(".tmp", `${prefix}-`)));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const folder = (name: string) => path.join(dir, name);
  const copy = (name: string): string => {
    const content = path.join(dir, name);
    cpSync(SOURCES[from], content, { recursive: true });
    return content;
  };
  return {
    /** A path inside this file's scratch folder (a build's output folder, say). */
    folder,
    /** The content (live or launch) copied to <scratch>/<name>; its path. */
    copy,
    /** A copy with `change` made (each `file(relative, edit)` must change its file), built: its path
     * and the build's error message, or "built". */
    async build(
      name: string,
      change: (file: (relative: string, edit: (text: string) => string) => void) => void,
    ) {
      const content = copy(name);
      change((relative, edit) => {
        const file = path.join(content, relative);
        const before = readFileSync(file, "utf8");
        const after = edit(before);
        expect(after, `the change to ${relative} applies`).not.toBe(before);
        writeFileSync(file, after);
      });
      try {
        await buildContentFrom(content);
        return { content, message: "built" };
      } catch (error) {
        return { content, message: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
