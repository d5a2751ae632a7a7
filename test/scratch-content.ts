/**
 * Scratch copies of the content folder for one test file, under .tmp/ (inside the checkout, so
 * the content build resolves them like content/) and removed after the file's tests. Tests that
 * break or edit content run the real content build on such a copy, never on content/ itself.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";

export function scratchContent(prefix: string) {
  let dir = "";
  beforeAll(() => {
    mkdirSync(".tmp", { recursive: true });
    dir = path.relative(process.cwd(), mkdtempSync(path.join(".tmp", `${prefix}-`)));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return {
    /** A path inside this file's scratch folder (a build's output folder, say). */
    folder: (name: string) => path.join(dir, name),
    /** content/ copied to <scratch>/<name>; its path. */
    copy(name: string): string {
      const content = path.join(dir, name);
      cpSync("content", content, { recursive: true });
      return content;
    },
  };
}
