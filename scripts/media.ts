/**
 * The images uploaded through the CMS (<content>/media) into the build, at /media/: each as
 * uploaded, plus AVIF and WebP versions of every photograph (the sources that
 * scripts/content/images.ts names for its <picture>). From our own origin, like every asset.
 */
import { copyFile, mkdir, readdir } from "node:fs/promises";
import path from "node:path";
import { encodeModern, isRaster, modernSources } from "./content/images";

export async function writeMedia(contentDir: string, clientDir: string): Promise<string[]> {
  const source = path.join(contentDir, "media");
  const names = await readdir(source).catch(() => [] as string[]);
  const target = path.join(clientDir, "media");
  const written: string[] = [];
  for (const name of names.filter((file) => !file.startsWith("."))) {
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
