import { describe, expect, it } from "vitest";
import { documentStart, pageShownAt } from "./page-shown";

describe("when the current page was shown", () => {
  it("the page the browser loaded: its navigation's start, however late a form asks", () => {
    expect(documentStart()).toBe(performance.timeOrigin);
    expect(pageShownAt(false, performance.timeOrigin + 90_000)).toBe(performance.timeOrigin);
  });

  it("a page a client-side navigation renders: the moment it renders", () => {
    expect(pageShownAt(true, 1_900_000_000_000)).toBe(1_900_000_000_000);
  });
});
