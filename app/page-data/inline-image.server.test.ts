import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { INLINE_LIMIT, inlinedIfSmall } from "./inline-image.server";

const publicDir = mkdtempSync(path.join(tmpdir(), "inline-image-"));
const picture = (src: string) => ({ src, width: 640, height: 360, alt: "An illustration" });
const svg = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg"><desc>${"x".repeat(size)}</desc></svg>`;

writeFileSync(path.join(publicDir, "small.svg"), svg(1000));
writeFileSync(
  path.join(publicDir, "quoted.svg"),
  `<svg xmlns="http://www.w3.org/2000/svg" font-family="'Inter'"></svg>`,
);
writeFileSync(path.join(publicDir, "large.svg"), svg(INLINE_LIMIT));
writeFileSync(path.join(publicDir, "small.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));

describe("inlinedIfSmall", () => {
  it("writes a picture of at most 4 kB into the page, keeping its size and text", () => {
    const inlined = inlinedIfSmall(picture("/small.svg"), publicDir);
    expect(inlined.src).toMatch(/^data:image\/svg\+xml,%3Csvg/);
    expect(inlined).toMatchObject({ width: 640, height: 360, alt: "An illustration" });
    expect(inlinedIfSmall(picture("/small.png"), publicDir).src).toBe(
      "data:image/png;base64,iVBORw==",
    );
  });

  it("keeps an SVG's quotes intact", () => {
    const src = inlinedIfSmall(picture("/quoted.svg"), publicDir).src;
    expect(
      Buffer.from(src.replace("data:image/svg+xml;base64,", ""), "base64").toString(),
    ).toContain(`font-family="'Inter'"`);
  });

  it("leaves a larger picture, one with modern versions, a missing one and another site's as files", () => {
    for (const image of [
      picture("/large.svg"),
      { ...picture("/small.png"), sources: [{ type: "image/webp", srcSet: "/small.webp" }] },
      picture("/missing.svg"),
      picture("https://example.com/small.svg"),
    ])
      expect(inlinedIfSmall(image, publicDir)).toEqual(image);
  });
});
