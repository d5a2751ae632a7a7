import { describe, expect, it } from "vitest";
import { iconGlyphs } from "../app/components/ui/icon-glyphs";
import { buildIconDrawings } from "./icon-drawings";

describe("icon drawings", () => {
  it("draws every glyph the site names with at least one shape", async () => {
    const drawings = await buildIconDrawings();
    for (const glyph of Object.keys(iconGlyphs)) {
      expect(drawings[glyph]?.length, glyph).toBeGreaterThan(0);
      for (const [tag, attributes] of drawings[glyph] ?? []) {
        expect(tag).toMatch(/^(path|circle|rect|line|polyline|polygon|ellipse)$/);
        expect(attributes).not.toHaveProperty("key");
      }
    }
  });

  it("fails loudly for an icon lucide does not have", async () => {
    await expect(buildIconDrawings({ bogus: "no-such-icon" })).rejects.toThrow();
  });
});
