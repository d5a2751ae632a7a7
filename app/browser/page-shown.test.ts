import { describe, expect, it } from "vitest";
import { documentStart } from "./page-shown";

describe("when the current page was shown", () => {
  it("is its navigation's start, however late a form asks", () => {
    expect(documentStart()).toBe(performance.timeOrigin);
  });
});
