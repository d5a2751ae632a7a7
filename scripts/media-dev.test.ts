import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaResponse } from "./media-dev";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "media-dev-"));
  await writeFile(path.join(dir, "team.png"), await sharp({ create: { width: 40, height: 20, channels: 3, background: "#0f6277" } }).png().toBuffer());
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("the dev server's /media/", () => {
  it("answers an upload as it is", async () => {
    const found = await mediaResponse(dir, "team.png");
    expect(found?.type).toBe("image/png");
  });

  it("makes the AVIF and WebP versions a page's <picture> asks for, at the upload's size", async () => {
    for (const [name, format] of [["team.avif", "heif"], ["team.webp", "webp"]] as const) {
      const found = await mediaResponse(dir, name);
      expect(found?.type, name).toBe(`image/${name.split(".")[1]}`);
      const meta = await sharp(found?.body).metadata();
      expect([meta.format, meta.width, meta.height], name).toEqual([format, 40, 20]);
    }
  });

  it("answers nothing for a missing upload or a path outside the folder", async () => {
    expect(await mediaResponse(dir, "missing.webp")).toBeUndefined();
    expect(await mediaResponse(dir, "../team.png")).toBeUndefined();
  });
});
