import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

// scripts/patch-react-router.mjs (postinstall) swaps React Router's deprecated Vite option so
// builds print no warning; if an upgrade or a skipped postinstall undoes it, this fails.
const dist = path.join(path.dirname(createRequire(import.meta.url).resolve("@react-router/dev/package.json")), "dist");

describe("React Router's internal Vite servers", () => {
  it.each(["cli/index.js", "vite.js"])("%s loads no .env file without the deprecated envFile option", (file) => {
    const source = readFileSync(path.join(dist, file), "utf8");
    expect(source).not.toContain("envFile: false");
    expect(source).toContain("envDir: false");
  });
});
