// @vitest-environment node
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { buildContentFrom } from "../../test/content-build";

const content = await buildContentFrom();
import { describe, expect, it } from "vitest";
import { imageOf } from "../lib/entry-images";
import { entryImages } from "~/page-data/collections.server";
import { advisories } from "~/collections/advisories";
import { entryRoutes } from "~/route-table";
import { backdropFor, drawShareImage, imageKey } from "./entry-image-drawing";

const logo = readFileSync("public/logo.svg", "utf8");
const advisoryEntry = {
  slug: "ex-2026-001",
  id: "EX-2026-001",
  title: "Stored cross-site scripting in case notes of the console",
  revisions: [{ date: "2026-10-28" }],
};
const advisory = imageOf(advisories, advisoryEntry);

describe("entry share images", () => {
  it("are 1200x630 PNGs, long titles and a section's subtitle included", async () => {
    const long = {
      kind: "Article",
      title:
        "A title long enough to need three lines and then some more words that must be clamped rather than overflow the card",
      date: "March 7, 2024",
    };
    const section = {
      kind: "",
      title: "Company",
      subtitle: "Founded in 2017, with offices in A and B",
    };
    for (const image of [advisory, long, section]) {
      const png = await drawShareImage(image, await backdropFor("Example", logo));
      expect(await sharp(png).metadata()).toMatchObject({
        format: "png",
        width: 1200,
        height: 630,
      });
    }
  });

  it("draw whatever the company's name holds (satori makes paths of its text; no text goes into the SVG raw)", async () => {
    const png = await drawShareImage(advisory, await backdropFor("Smith & Jones <Security>", logo));
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
  });

  it("live at /og/<kind>/<slug>.png, with the kind, title and date in their alt text", () => {
    expect(advisory).toMatchObject({
      path: "/og/advisory/ex-2026-001.png",
      kind: "Security advisory EX-2026-001",
      date: "October 28, 2026",
    });
    expect(advisory.alt).toBe(
      "Security advisory EX-2026-001: Stored cross-site scripting in case notes of the console",
    );
  });

  it("are drawn again only when what they show changes", () => {
    expect(imageKey(advisory, "Example", logo)).toBe(imageKey({ ...advisory }, "Example", logo));
    expect(imageKey(advisory, "Example", logo)).not.toBe(
      imageKey({ ...advisory, title: "Another title" }, "Example", logo),
    );
    expect(imageKey(advisory, "Example", logo)).not.toBe(imageKey(advisory, "Renamed", logo));
    const section = { kind: "", title: "Company", subtitle: "Founded in 2017" };
    expect(imageKey(section, "Example", logo)).not.toBe(
      imageKey({ ...section, subtitle: "Founded in 2017, with offices in A" }, "Example", logo),
    );
  });

  it("cover every entry page on the site, each at its own path", () => {
    const images = entryImages(content);
    expect(new Set(images.map((image) => image.path)).size).toBe(images.length);
    for (const [layout, { folder }] of Object.entries(entryRoutes))
      expect(
        images
          .filter((image) => image.layout === layout)
          .map((image) => image.slug)
          .sort(),
      ).toEqual(
        (content[folder as keyof typeof content] as { slug: string }[])
          .map((entry) => entry.slug)
          .sort(),
      );
  });
});
