import visible from "astro/runtime/client/visible.js";
import type { ClientDirective } from "astro";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** The browser's paint reports, by hand: `paint(name)` reports one. */
class PaintObserver {
  static supportedEntryTypes = ["paint"];
  static last?: PaintObserver;
  constructor(private readonly report: PerformanceObserverCallback) {
    PaintObserver.last = this;
  }
  observe() {}
  disconnect() {}
  paint(name: string) {
    const entries = { getEntriesByName: (n: string) => (n === name ? [{ name }] : []) };
    this.report(entries as unknown as PerformanceObserverEntryList, this as never);
  }
}

/** Every island is in the first screen: the observer sees it at once. */
class InView {
  constructor(private readonly seen: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.seen([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
  }
  disconnect() {}
}

function island(directive: ClientDirective) {
  const el = document.createElement("astro-island");
  el.innerHTML = "<form><input name=email></form>";
  document.body.append(el);
  const hydrate = vi.fn();
  const load = vi.fn(async () => hydrate);
  void directive(load, { name: "painted", value: "" }, el);
  return { load, hydrate };
}

const settle = () => new Promise((resolve) => setTimeout(resolve));

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal("IntersectionObserver", InView);
  vi.stubGlobal("PerformanceObserver", PaintObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe("client:painted", () => {
  // The reason it exists (docs/decisions/0015): once Astro's own directive waits for the paint, ours can go.
  it("is needed: Astro's client:visible loads an island in the first screen before anything is painted", async () => {
    const { load } = island(visible);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads nothing until the first contentful paint, then hydrates the island in view once", async () => {
    const { default: painted } = await import("./painted-directive");
    const { load, hydrate } = island(painted);
    await settle();
    PaintObserver.last?.paint("first-paint");
    await settle();
    expect(load).not.toHaveBeenCalled();
    PaintObserver.last?.paint("first-contentful-paint");
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("does not wait for ever where no paint is reported (a page loaded in a background tab)", async () => {
    vi.useFakeTimers();
    const { default: painted, PAINT_WAIT_MS } = await import("./painted-directive");
    const { load } = island(painted);
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_MS - 1);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it("acts as client:visible where the browser reports no paints", async () => {
    vi.stubGlobal("PerformanceObserver", { supportedEntryTypes: [] });
    const { default: painted } = await import("./painted-directive");
    const { load } = island(painted);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
