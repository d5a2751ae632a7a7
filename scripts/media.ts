/**
 * The images uploaded through the CMS (<content>/media) into the build, at /media/: each as
 * uploaded, plus AVIF and WebP versions of every photograph (the sources that
 * app/content/images.ts names for its <picture>). From our own origin, like every asset.
 * Only pictures the content build accepts (app/content/media.ts): it refuses anything else first,
 * and this never copies such a file even if asked to build without that check.
 */
import { copyFile, mkdir, open, readdir } from "node:fs/promises";
import path from "node:path";
import { MEDIA_HEAD_BYTES, mediaProblem } from "../app/content/media";
import { encodeModern, isRaster, modernSources } from "../app/content/images";

export async function writeMedia(contentDir: string, clientDir: string): Promise<string[]> {
  const source = path.join(contentDir, "media");
  const entries = await readdir(source, { withFileTypes: true }).catch(() => []);
  const target = path.join(clientDir, "media");
  const written: string[] = [];
  for (const entry of entries.filter((file) => !file.name.startsWith("."))) {
    const name = entry.name;
    const problem = entry.isFile() ? await mediaFileProblem(source, name) : mediaProblem(`${name}/`, new Uint8Array());
    if (problem) throw new Error(`${path.join(source, name)}: ${problem}`);
    await mkdir(target, { recursive: true });
    await copyFile(path.join(source, name), path.join(target, name));
    written.push(name);
    if (!isRaster(name)) continue;
    for (const modern of modernSources(`/media/${name}`)) {
      const out = path.basename(modern.srcSet);
      await encodeModern(path.join(source, name), modern.type).toFile(path.join(target, out));
      written.push(out);
    }
  }
  return written;
}

/** Why the file `name` (relative to the media folder `dir`) may not be published, read from its first bytes. */
export async function mediaFileProblem(dir: string, name: string): Promise<string | undefined> {
  const handle = await open(path.join(dir, name));
  try {
    const { buffer, bytesRead } = await handle.read(new Uint8Array(MEDIA_HEAD_BYTES), 0, MEDIA_HEAD_BYTES, 0);
    return mediaProblem(name, buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}
