import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { type RunningNginx, startNginx } from "./nginx";

/** A real nginx with the build's configuration serving the build's home and 404 pages, a photograph, and uploads that
 * must never run script on our origin (an HTML page, a scripted SVG) at /media/ and where public/'s files land. These
 * live in a temp folder: the build's own folders hold only what content/ and public/ have. */
export const MEDIA_MARK = "ran-on-our-origin";
export const mediaFiles = {
  "brochure.html": `<!doctype html><html lang="en"><title>Brochure</title><body><h1>Brochure</h1><script>document.title = "${MEDIA_MARK}";</script></body></html>`,
  "drawing.svg": `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/><script>document.documentElement.setAttribute("data-mark", "${MEDIA_MARK}");</script></svg>`,
};

export async function startMediaNginx(buildDir: string, port: number): Promise<RunningNginx> {
  const root = await mkdtemp(path.join(tmpdir(), "halcyrion-media-"));
  const client = path.join(root, "client");
  await mkdir(path.join(client, "media"), { recursive: true });
  for (const file of ["index.html", "404.html"])
    await cp(path.join(buildDir, "client", file), path.join(client, file));
  await cp(path.join(buildDir, "nginx"), path.join(root, "nginx"), { recursive: true });
  for (const [name, body] of Object.entries(mediaFiles))
    await writeFile(path.join(client, "media", name), body);
  // The same drawing where the build's own files live: at the top and inside a section of pages.
  await mkdir(path.join(client, "blog"), { recursive: true });
  for (const place of ["drawing.svg", "blog/drawing.svg"])
    await writeFile(path.join(client, place), mediaFiles["drawing.svg"]);
  const photo = sharp({ create: { width: 40, height: 20, channels: 3, background: "#1e3a5f" } });
  await photo.png().toFile(path.join(client, "media", "photo.png"));
  const nginx = await startNginx(root, port);
  return {
    ...nginx,
    stop: async () => {
      await nginx.stop();
      await rm(root, { recursive: true, force: true });
    },
  };
}
