import { describe, expect, it } from "vitest";
import { codePointsOf, fontFaceCss, unicodeRange } from "./font-subset.mjs";

describe("the font subset", () => {
  it("keeps printable ASCII and the Latin characters the text writes, nothing outside Inter's Latin file", () => {
    const points = codePointsOf(["Café — “quoted” …", "Привет", "→"]);
    const chars = String.fromCodePoint(...points);
    for (const char of "AZaz09 !~é—“”…") expect(chars).toContain(char);
    // Cyrillic and arrows are outside the Latin file: left to @fontsource's other faces.
    expect(chars).not.toContain("П");
    expect(chars).not.toContain("→");
  });

  it("writes the unicode-range as runs", () => {
    expect(unicodeRange([0x20, 0x21, 0x22, 0xe9, 0x2013, 0x2014])).toBe("U+20-22,U+E9,U+2013-2014");
  });

  it("declares only the weights kept, with the range it holds", () => {
    const css = fontFaceCss([0x41, 0x42]);
    expect(css).toContain("font-weight: 400 700;");
    expect(css).toContain("unicode-range: U+41-42;");
    expect(css).toContain("font-display: swap;");
  });
});
