import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Why the site writes its own speculation rules (docs/decisions/0002): Astro's prefetch is a module file
 * in the head, a request before the first paint. If this fails, Astro's own prefetch is better again. */
const require = createRequire(import.meta.url);
const prefetchPlugin = readFileSync(
  path.join(
    path.dirname(require.resolve("astro/package.json")),
    "dist/prefetch/vite-plugin-prefetch.js",
  ),
  "utf8",
);

describe("Astro's prefetch", () => {
  it("is still a page script Astro injects into every page", () => {
    expect(prefetchPlugin).toMatch(/stage:\s*"page"/);
    expect(prefetchPlugin).toContain("virtual-modules/prefetch.js';init()");
  });
});
