// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeMedia } from "./media";

let root: string;
beforeAll(async () => {
  mkdirSync(".tmp", { recursive: true });
  root = mkdtempSync(path.resolve(".tmp", "media-"));
  mkdirSync(path.join(root, "content", "media"), { recursive: true });
  await sharp({ create: { width: 800, height: 450, channels: 3, background: "#0f766e" } }).png().toFile(path.join(root, "content", "media", "soc-floor.png"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("uploaded images in the build", () => {
  it("are served as uploaded and as AVIF and WebP of the same size", async () => {
    const client = path.join(root, "client");
    await writeMedia(path.join(root, "content"), client);
    expect(readdirSync(path.join(client, "media")).sort()).toEqual(["soc-floor.avif", "soc-floor.png", "soc-floor.webp"]);
    for (const [file, format] of [["soc-floor.avif", "heif"], ["soc-floor.webp", "webp"]] as const) {
      const meta = await sharp(readFileSync(path.join(client, "media", file))).metadata();
      expect({ file, format: meta.format, width: meta.width, height: meta.height }).toEqual({ file, format, width: 800, height: 450 });
    }
  });

  it("no media folder: nothing to do", async () => {
    expect(await writeMedia(path.join(root, "no-content"), path.join(root, "client2"))).toEqual([]);
  });
});
