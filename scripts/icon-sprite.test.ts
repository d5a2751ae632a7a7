import { describe, expect, it } from "vitest";
import { iconGlyphs } from "../app/components/ui/icon-glyphs";
import { buildIconSprite } from "./icon-sprite";

describe("icon sprite", () => {
  it("draws a symbol for every glyph the site names", async () => {
    const sprite = await buildIconSprite();
    for (const glyph of Object.keys(iconGlyphs)) {
      expect(sprite).toMatch(new RegExp(`<symbol id="${glyph}" viewBox="0 0 24 24"><(path|circle|rect|line|polyline|polygon|ellipse) `));
    }
  });

  it("fails loudly for an icon lucide does not have", async () => {
    await expect(buildIconSprite({ bogus: "no-such-icon" })).rejects.toThrow();
  });
});
