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
  });

  it("loads the same modules after the first paint, and gives the route modules to the router", () => {
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

/**
 * Runs the rewritten boot script against stand-ins for the browser: `import(url)` records the
 * URL, and the test decides when the paint entry, the animation frame, the load event and the
 * timers happen.
 */
function run(html: string, { paintEntries = true } = {}) {
  const body = (/<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "").replaceAll("import(", "load(");
  const loaded: string[] = [];
  const timers: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const onLoad: (() => void)[] = [];
  let observer: ((list: { getEntriesByName: (name: string) => unknown[] }, o: { disconnect: () => void }) => void) | undefined;
  let observing = true;
  class Observer {
    static supportedEntryTypes = paintEntries ? ["paint", "largest-contentful-paint"] : ["navigation"];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: "paint", buffered: true });
    }
  }
  const window = {} as Record<string, unknown>;
  const script = new Function("PerformanceObserver", "requestAnimationFrame", "addEventListener", "setTimeout", "load", "window", body);
  script(
    Observer,
    (frame: () => void) => frames.push(frame),
    (type: string, listener: () => void) => type === "load" && onLoad.push(listener),
    (timer: () => void) => timers.push(timer) && timers.length,
    async (url: string) => loaded.push(url),
    window,
  );
  const settle = async () => {
    for (let timer = timers.shift(); timer; timer = timers.shift()) timer();
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return {
    loaded,
    window,
    settle,
    paint: async (name: string) => {
      if (observing) observer?.({ getEntriesByName: (n) => (n === name ? [{}] : []) }, { disconnect: () => (observing = false) });
      await settle();
    },
    frame: async () => {
      frames.splice(0).forEach((frame) => frame());
      await settle();
    },
    load: async () => {
      onLoad.forEach((listener) => listener());
      await settle();
    },
  };
}

describe("the rewritten boot script, run", () => {
  const modules = ["/assets/manifest-d.js", "/assets/root-b.js", "/assets/red-team-e.js"];

  it("loads nothing until the first contentful paint is reported, then every module once", async () => {
    const visit = run(hydrateAfterPaint(page));
    await visit.frame();
    await visit.paint("first-paint");
    expect(visit.loaded).toEqual([]);
    await visit.paint("first-contentful-paint");
    expect(visit.loaded).toEqual([...modules, "/assets/entry.client-a.js"]);
    expect(Object.keys(visit.window.__reactRouterRouteModules as object)).toEqual(["root", "routes/services/red-team"]);
    await visit.load();
    expect(visit.loaded).toHaveLength(4);
  });

  it("waits for the next frame where the browser reports no paint entries", async () => {
    const visit = run(hydrateAfterPaint(page), { paintEntries: false });
    expect(visit.loaded).toEqual([]);
    await visit.frame();
    expect(visit.loaded).toEqual([...modules, "/assets/entry.client-a.js"]);
  });

  it("hydrates a page that is never painted (a background tab) after its load event", async () => {
    const visit = run(hydrateAfterPaint(page));
    await visit.load();
    expect(visit.loaded).toEqual([...modules, "/assets/entry.client-a.js"]);
    await visit.paint("first-contentful-paint");
    expect(visit.loaded).toHaveLength(4);
  });
});
