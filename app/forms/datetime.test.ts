import { describe, expect, it } from "vitest";
import { describeDateTime, formatOffset, parseLocalDateTime, toRfc3339 } from "./datetime";

describe("date-and-time values", () => {
  it("parses the datetime-local format and refuses impossible dates", () => {
    expect(parseLocalDateTime("2030-01-15T14:30")?.getHours()).toBe(14);
    expect(parseLocalDateTime("2030-01-15T14:30:15")?.getSeconds()).toBe(15);
    for (const bad of [
      "2030-02-30T10:00",
      "2030-01-15T24:00",
      "2030-01-15 14:30",
      "tomorrow",
      "2030-13-01T10:00",
    ]) {
      expect(parseLocalDateTime(bad)).toBeUndefined();
    }
  });

  it("writes UTC offsets east and west, with minutes", () => {
    expect([330, 60, 0, -300, -570].map(formatOffset)).toEqual([
      "+05:30",
      "+01:00",
      "+00:00",
      "-05:00",
      "-09:30",
    ]);
  });

  it("sends RFC 3339 with the offset, and shows mail readers the offset too", () => {
    expect(toRfc3339("2030-01-15T14:30", 330)).toBe("2030-01-15T14:30:00+05:30");
    expect(describeDateTime("2030-01-15T14:30", -480)).toBe("2030-01-15 14:30 (UTC-08:00)");
    expect(toRfc3339("next week", 0)).toBe("next week");
  });

  it("takes the browser's offset for that date when none is given", () => {
    const expected = formatOffset(-new Date(2030, 6, 1, 9, 0).getTimezoneOffset());
    expect(toRfc3339("2030-07-01T09:00")).toBe(`2030-07-01T09:00:00${expected}`);
  });
});
