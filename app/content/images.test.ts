// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageFile, imageInfo, mediaFiles, modernSources } from "./images";

let content: string;
beforeAll(async () => {
  mkdirSync(".tmp", { recursive: true });
  content = mkdtempSync(path.resolve(".tmp", "images-"));
  mkdirSync(path.join(content, "media"));
  await sharp({ create: { width: 640, height: 360, channels: 3, background: "#1e3a5f" } })
    .png()
    .toFile(path.join(content, "media", "team-photo.png"));
  writeFileSync(path.join(content, "media", "broken.png"), "not an image");
});
afterAll(() => rmSync(content, { recursive: true, force: true }));

describe("images content refers to", () => {
  it("an uploaded photograph has its pixel size and AVIF then WebP versions", async () => {
    expect(await imageInfo("/media/team-photo.png", content)).toEqual({
      width: 640,
      height: 360,
      sources: [
        { type: "image/avif", srcSet: "/media/team-photo.avif" },
        { type: "image/webp", srcSet: "/media/team-photo.webp" },
      ],
    });
  });

  it("our SVG illustrations keep their declared size and need no other format", async () => {
    const info = await imageInfo("/blog/ai-soc.svg", content);
    expect(info.width).toBeGreaterThan(0);
    expect(info.height).toBeGreaterThan(0);
    expect(info.sources).toEqual([]);
  });

  it("a missing or unreadable image is an error naming the file", async () => {
    await expect(imageInfo("/media/nope.png", content)).rejects.toThrow(
      `no image at ${path.join(content, "media", "nope.png")}`,
    );
    await expect(imageInfo("/media/broken.png", content)).rejects.toThrow(
      /broken\.png is not an image/,
    );
  });

  it("uploads are read from the content's media folder, everything else from public/", () => {
    expect(imageFile("/media/a.png", "content")).toBe(path.join("content", "media", "a.png"));
    expect(imageFile("/blog/a.svg", "content")).toBe(path.join("public", "blog", "a.svg"));
    expect(modernSources("/media/a.webp")).toEqual([
      { type: "image/avif", srcSet: "/media/a.avif" },
    ]);
  });
});

describe("what /media/ serves", () => {
  it("each accepted upload as it is, and its AVIF and WebP versions at its size", async () => {
    const files = mediaFiles(content, ["team-photo.png"]);
    expect(files.map((file) => [file.name, file.type])).toEqual([
      ["team-photo.png", "image/png"],
      ["team-photo.avif", "image/avif"],
      ["team-photo.webp", "image/webp"],
    ]);
    for (const file of files) {
      const meta = await sharp(await file.body()).metadata();
      expect([file.name, meta.width, meta.height]).toEqual([file.name, 640, 360]);
    }
  });

  it("an upload named as another's version stands in its place, and no upload serves nothing", () => {
    expect(mediaFiles(content, ["team.png", "team.webp"]).map((file) => file.name)).toEqual([
      "team.png",
      "team.webp",
      "team.avif",
    ]);
    expect(mediaFiles(content, [])).toEqual([]);
  });
});

describe("the media collection", () => {
  it("is one entry listing the uploads, never empty, so reading it never warns however many there are", async () => {
    const { readContent } = await import("../content-layer/read");
    const { media } = await readContent();
    expect(media).toEqual([{ id: "uploads", uploads: expect.any(Array) }]);
  });
});
