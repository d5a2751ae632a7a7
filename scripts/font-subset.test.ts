import { readFile } from "node:fs/promises";
import path from "node:path";
import subsetFont from "subset-font";
import { describe, expect, it } from "vitest";
import {
  FONT_DIR,
  ON_DEMAND,
  SUBSET_FILE,
  codePointsOf,
  fontFaceCss,
  shownText,
  unicodeRange,
} from "./font-subset.mjs";

describe("the font subset", () => {
  it("keeps printable ASCII and the Latin characters the text writes, nothing outside Inter's Latin file", () => {
    const points = codePointsOf(["Café — “quoted” …", "Привет", "→"]);
    const chars = String.fromCodePoint(...points);
    for (const char of "AZaz09 !$_@<>é—“”…") expect(chars).toContain(char);
    // Cyrillic and arrows are outside the Latin file: left to @fontsource's other faces.
    expect(chars).not.toContain("П");
    expect(chars).not.toContain("→");
  });

  it("keeps the spaces a page shows without writing them: no-break, and a time field's before AM/PM", () => {
    const chars = String.fromCodePoint(...codePointsOf([]));
    expect(chars).toContain("\u00a0");
    expect(chars).toContain("\u202f");
  });

  it("keeps a code or markup symbol only where the content shows it", () => {
    const written = ["# Heading with *emphasis* and a {placeholder} | [link]", "const a = b ?? c;"];
    expect(String.fromCodePoint(...codePointsOf(written))).not.toMatch(/[#*={}|[\]~^`\\]/);
    const chars = String.fromCodePoint(...codePointsOf(written, ["Top 10 | #1 in the market"]));
    expect(chars).toContain("|");
    expect(chars).toContain("#");
    expect(chars).not.toContain("*");
  });

  it("reads content as a page shows it: no tags, code, entities as characters, placeholders or link markup", () => {
    const shown = shownText(
      "<p>Map it to ATT&#x26;CK: <code>rule[x] = {y}</code></p><pre><code>a | b</code></pre>",
    );
    expect(shown).toContain("ATT&CK");
    for (const symbol of ON_DEMAND) expect(shown).not.toContain(symbol);
    expect(shownText("Subscribe {email} for {{site}}; see our [privacy policy].")).toBe(
      "Subscribe   for  ; see our privacy policy.",
    );
    expect(shownText("/contact#form")).toBe("");
    expect(shownText("Rank #1 &amp; 100% ~ fast")).toBe("Rank #1 & 100% ~ fast");
  });

  it("writes the unicode-range as runs", () => {
    expect(unicodeRange([0x20, 0x21, 0x22, 0xe9, 0x2013, 0x2014])).toBe("U+20-22,U+E9,U+2013-2014");
  });

  it("declares only the weights kept, with the range it holds", () => {
    const css = fontFaceCss([0x41, 0x42], "data:font/woff2;base64,AAAA");
    expect(css).toContain("font-weight: 400 700;");
    expect(css).toContain("unicode-range: U+41-42;");
    expect(css).toContain("font-display: optional;");
    expect(css).toContain("src: url(data:font/woff2;base64,AAAA)");
  });
});

/** The OpenType feature tags a GSUB or GPOS table of an sfnt declares. */
function featureTags(font: Buffer, table: "GSUB" | "GPOS"): string[] {
  for (let i = 0; i < font.readUInt16BE(4); i++) {
    const entry = 12 + i * 16;
    if (font.toString("latin1", entry, entry + 4) !== table) continue;
    const start = font.readUInt32BE(entry + 8);
    const list = start + font.readUInt16BE(start + 6);
    return Array.from({ length: font.readUInt16BE(list) }, (_, f) =>
      font.toString("latin1", list + 2 + f * 6, list + 6 + f * 6),
    );
  }
  return [];
}

describe("the font every page carries", () => {
  // Its size is a performance figure, reported against its budget by `npm run size`.
  it("kerns, has tabular figures for tabular-nums, and carries no other feature's glyphs", async () => {
    const file = await readFile(path.join(FONT_DIR, SUBSET_FILE));
    // Re-read through harfbuzz as a plain sfnt (keeping everything the file has) to see its tables.
    const sfnt = await subsetFont(
      file,
      String.fromCodePoint(...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i)),
      { targetFormat: "truetype" },
    );
    expect(new Set(featureTags(sfnt, "GPOS"))).toEqual(new Set(["kern"]));
    expect(new Set(featureTags(sfnt, "GSUB"))).toEqual(new Set(["tnum"]));
  });
});
