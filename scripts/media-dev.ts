/**
 * `npm run dev` serves uploads at /media/ with AVIF and WebP made on request, as the build does: a
 * browser picking a <picture> source it cannot load does not fall back to the <img>. */
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
// With its extension: Vite's config loader warns about extensionless imports.
import { encodeModern, isRaster } from "../app/content/images.ts";

/** As in app/loaders/addresses.server.ts; importing it would pull the schemas into the config. */
const contentDir = () => process.env.CONTENT_DIR ?? "content";

const TYPES: Record<string, string> = {
  ".avif": "image/avif", ".webp": "image/webp", ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".svg": "image/svg+xml", ".gif": "image/gif",
};

export async function mediaResponse(mediaDir: string, name: string): Promise<{ type: string; body: Buffer } | undefined> {
  if (name !== path.basename(name) || name.startsWith(".")) return undefined;
  const ext = path.extname(name).toLowerCase();
  const type = TYPES[ext];
  if (!type) return undefined;
  const uploaded = await readFile(path.join(mediaDir, name)).catch(() => undefined);
  if (uploaded) return { type, body: uploaded };
  if (ext !== ".avif" && ext !== ".webp") return undefined;
    // team.avif is made from team.png.
  const stem = name.slice(0, -ext.length);
  const original = (await readdir(mediaDir).catch(() => [] as string[])).find((file) => isRaster(file) && file.slice(0, -path.extname(file).length) === stem);
  if (!original) return undefined;
  const body = await encodeModern(path.join(mediaDir, original), ext === ".avif" ? "image/avif" : "image/webp").toBuffer();
  return { type, body };
}

export function mediaDevServer(): Plugin {
  return {
    name: "halcyrion:media-dev",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use("/media", (request, response, next) => {
        const name = decodeURIComponent((request.url ?? "").split("?")[0]?.replace(/^\//, "") ?? "");
        mediaResponse(path.join(contentDir(), "media"), name)
          .then((found) => {
            if (!found) return next();
            response.setHeader("Content-Type", found.type);
            response.end(found.body);
          })
          .catch(next);
      });
    },
  };
}
