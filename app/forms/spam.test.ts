import { describe, expect, it } from "vitest";
import { MIN_FILL_MS, elapsedSeconds, fillStartedAt, spamVerdict } from "./spam";

describe("spam checks", () => {
  const startedAt = 1_000_000;

  it("passes a person who took their time and left the honeypot empty", () => {
    expect(spamVerdict({ honeypot: "", startedAt, now: startedAt + MIN_FILL_MS })).toBeUndefined();
  });

  it("catches a filled honeypot, however slow", () => {
    expect(
      spamVerdict({ honeypot: "http://spam.example", startedAt, now: startedAt + 60_000 }),
    ).toBe("honeypot");
  });

  it("catches a submission faster than the minimum fill time", () => {
    expect(spamVerdict({ honeypot: " ", startedAt, now: startedAt + MIN_FILL_MS - 1 })).toBe(
      "too-fast",
    );
    expect(
      spamVerdict({ honeypot: "", startedAt, now: startedAt + 1500, minFillMs: 1000 }),
    ).toBeUndefined();
  });
});

describe("when the visitor started", () => {
  const shown = 2_000_000;

  it("is when the page was shown, for a fresh form", () => {
    expect(fillStartedAt(shown)).toBe(shown);
  });

  it("is the kept draft's start when the visitor began before this page was shown (a reload)", () => {
    expect(fillStartedAt(shown, shown - 60_000)).toBe(shown - 60_000);
  });

  it("is never later than the page's showing, whatever the draft says", () => {
    expect(fillStartedAt(shown, shown + 60_000)).toBe(shown);
  });

  it("lets a visitor whose first action is Send, seconds after the page appeared, through", () => {
    const now = shown + MIN_FILL_MS + 500;
    expect(spamVerdict({ honeypot: "", startedAt: fillStartedAt(shown), now })).toBeUndefined();
  });
});

describe("how long the visitor took", () => {
  it("is whole seconds, rounded down", () => {
    expect(elapsedSeconds(1_000, 1_000)).toBe(0);
    expect(elapsedSeconds(1_000, 3_999)).toBe(2);
    expect(elapsedSeconds(1_000, 4_000)).toBe(3);
    expect(elapsedSeconds(1_000, 1_000 + 3_600_000)).toBe(3600);
  });

  it("is never negative, should the clock be set back", () => {
    expect(elapsedSeconds(10_000, 5_000)).toBe(0);
  });
});
