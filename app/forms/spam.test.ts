import { describe, expect, it } from "vitest";
import { MIN_FILL_MS, spamVerdict } from "./spam";

describe("spam checks", () => {
  const startedAt = 1_000_000;

  it("passes a person who took their time and left the honeypot empty", () => {
    expect(spamVerdict({ honeypot: "", startedAt, now: startedAt + MIN_FILL_MS })).toBeUndefined();
  });

  it("catches a filled honeypot, however slow", () => {
    expect(spamVerdict({ honeypot: "http://spam.example", startedAt, now: startedAt + 60_000 })).toBe("honeypot");
  });

  it("catches a submission faster than the minimum fill time", () => {
    expect(spamVerdict({ honeypot: " ", startedAt, now: startedAt + MIN_FILL_MS - 1 })).toBe("too-fast");
    expect(spamVerdict({ honeypot: "", startedAt, now: startedAt + 1500, minFillMs: 1000 })).toBeUndefined();
  });
});
