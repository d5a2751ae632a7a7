import { describe, expect, it } from "vitest";
import { hydrateAfterPaint } from "./hydrate-after-paint";

const boot = `<script type="module" async="">import "/assets/manifest-d.js";
import * as route0 from "/assets/root-b.js";
import * as route1 from "/assets/red-team-e.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/services/red-team":route1};

import("/assets/entry.client-a.js");</script>`;
const page = `<html><head><link rel="stylesheet" href="/assets/app-c.css"/></head><body><main><h1>Red Team</h1></main>${boot}<script>window.__reactRouterContext = {};</script></body></html>`;

describe("hydrateAfterPaint", () => {
  const result = hydrateAfterPaint(page);

  it("loads no module while the page is parsed: no static import is left", () => {
    expect(result).not.toMatch(/import\s*(\* as \w+ from\s*)?"/);
    expect(result).toContain("requestAnimationFrame(()=>setTimeout(");
  });

  it("loads the same modules after the first frame, and gives the route modules to the router", () => {
    for (const url of ["/assets/manifest-d.js", "/assets/root-b.js", "/assets/red-team-e.js", "/assets/entry.client-a.js"])
      expect(result).toContain(`import("${url}")`);
    expect(result).toContain(`const [_0,route0,route1]=await Promise.all([import("/assets/manifest-d.js"),import("/assets/root-b.js"),import("/assets/red-team-e.js")]);`);
    expect(result).toContain(`window.__reactRouterRouteModules={"root":route0,"routes/services/red-team":route1};import("/assets/entry.client-a.js")`);
    expect(result.indexOf("Promise.all")).toBeLessThan(result.indexOf('import("/assets/entry.client-a.js")'));
  });

  it("keeps the rest of the page, and leaves a script of another shape alone", () => {
    expect(result).toContain("<h1>Red Team</h1>");
    expect(result).toContain("<script>window.__reactRouterContext = {};</script>");
    const other = page.replace('import("/assets/entry.client-a.js");', 'import("/assets/entry.client-a.js");\nstartSomething();');
    expect(hydrateAfterPaint(other)).toBe(other);
  });
});
