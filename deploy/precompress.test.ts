import { mkdtemp, mkdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompress } from "./precompress";

describe("precompress", () => {
  it("writes .gz and .br beside every text file, decoding to the original, and leaves binaries alone", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "precompress-"));
    await mkdir(path.join(dir, "assets"));
    const html = "<!doctype html><title>x</title>" + "<p>Threat intelligence</p>".repeat(200);
    await writeFile(path.join(dir, "index.html"), html);
    await writeFile(path.join(dir, "assets", "app.js"), "export const x = 1;\n".repeat(100));
    await writeFile(path.join(dir, "assets", "font.woff2"), Buffer.from([1, 2, 3]));

    const result = await precompress(dir);

    expect(result.files).toBe(2);
    expect(result.brotli).toBeLessThan(result.size / 5);
    expect(gunzipSync(await readFile(path.join(dir, "index.html.gz"))).toString()).toBe(html);
    expect(brotliDecompressSync(await readFile(path.join(dir, "index.html.br"))).toString()).toBe(
      html,
    );
    await expect(readFile(path.join(dir, "assets", "app.js.br"))).resolves.toBeTruthy();
    await expect(readFile(path.join(dir, "assets", "font.woff2.gz"))).rejects.toThrow();
  });
});
