import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Why the site writes its own speculation rules instead of turning on Astro's `prefetch`
 * (app/lib/page-loading.ts): Astro delivers prefetch as a script it injects into every page
 * (`injectScript("page", …)`), which its build writes as a module file in the head, one request
 * before the first paint. If Astro changes that (an inline or deferred prefetch), this fails:
 * then Astro's own prefetch is the better choice again.
 */
const require = createRequire(import.meta.url);
const prefetchPlugin = readFileSync(path.join(path.dirname(require.resolve("astro/package.json")), "dist/prefetch/vite-plugin-prefetch.js"), "utf8");

describe("Astro's prefetch", () => {
  it("is still a page script Astro injects into every page", () => {
    expect(prefetchPlugin).toMatch(/stage:\s*"page"/);
    expect(prefetchPlugin).toContain("virtual-modules/prefetch.js';init()");
  });
});
