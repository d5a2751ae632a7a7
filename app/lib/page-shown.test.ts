import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The notes are the module's state: each test starts from a freshly loaded module.
const load = () => import("./page-shown");

beforeEach(() => vi.resetModules());
afterEach(() => vi.useRealTimers());

describe("when the current page was shown", () => {
  it("is the navigation's start for the page the browser loaded, however late a form asks", async () => {
    const { notePageShown, pageShownAt } = await load();
    expect(pageShownAt()).toBe(performance.timeOrigin);
    notePageShown("/company/contact");
    expect(pageShownAt()).toBe(performance.timeOrigin);
  });

  it("is the moment of a client-side navigation for the page it shows", async () => {
    const { notePageShown, pageShownAt } = await load();
    notePageShown("/");
    const navigated = Math.round(performance.timeOrigin) + 90_000;
    vi.useFakeTimers({ now: navigated, toFake: ["Date"] });
    notePageShown("/company/contact");
    expect(pageShownAt()).toBe(navigated);
  });

  it("stays put while the same page re-renders or changes its search or hash", async () => {
    const { notePageShown, pageShownAt } = await load();
    notePageShown("/");
    notePageShown("/blog", 5_000);
    notePageShown("/blog", 9_000);
    expect(pageShownAt()).toBe(5_000);
    notePageShown("/", 12_000);
    expect(pageShownAt()).toBe(12_000);
  });
});
