// Image sizes, so pages reserve their space (no layout shift), and the modern formats of CMS photographs.
// Build time only.
import { open, readFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { MEDIA_HEAD_BYTES, mediaProblem } from "./media";

const MEDIA_URL = "/media/";

const RASTER = /\.(png|jpe?g|webp|avif)$/i;
const isRaster = (src: string) => RASTER.test(src);

export type ImageSource = { type: "image/avif" | "image/webp"; srcSet: string };

export type ImageInfo = {
  width: number;
  height: number;
  /** Best first. */
  sources: ImageSource[];
};

/** /media/<name> is a CMS upload in the content folder; any other path is under public/. */
export function imageFile(src: string, contentDir: string): string {
  return src.startsWith(MEDIA_URL)
    ? path.join(contentDir, "media", src.slice(MEDIA_URL.length))
    : path.join("public", src);
}

export function modernSources(src: string): ImageSource[] {
  if (!src.startsWith(MEDIA_URL) || !isRaster(src)) return [];
  const stem = src.replace(RASTER, "");
  const sources: ImageSource[] = [
    { type: "image/avif", srcSet: `${stem}.avif` },
    { type: "image/webp", srcSet: `${stem}.webp` },
  ];
  return sources.filter((source) => source.srcSet !== src);
}

/** In build and dev alike. */
function encodeModern(file: string, type: ImageSource["type"]): Sharp {
  const image = sharp(file);
  return type === "image/avif" ? image.avif({ quality: 55 }) : image.webp({ quality: 78 });
}

/** Throws a message naming the file when it is missing or has no size. */
export async function imageInfo(src: string, contentDir: string): Promise<ImageInfo> {
  const file = imageFile(src, contentDir);
  const data = await readFile(file).catch(() => undefined);
  if (!data) throw new Error(`no image at ${file}: add the file or fix the path`);
  if (!isRaster(src)) {
    const head = data.subarray(0, 400).toString("utf8");
    const width = Number(/\bwidth="(\d+)"/.exec(head)?.[1]);
    const height = Number(/\bheight="(\d+)"/.exec(head)?.[1]);
    if (!width || !height) throw new Error(`${file} has no width and height attributes`);
    return { width, height, sources: [] };
  }
  const { width, height } = await sharp(data)
    .metadata()
    .catch(() => ({ width: 0, height: 0 }));
  if (!width || !height) throw new Error(`${file} is not an image this build can read`);
  return { width, height, sources: modernSources(src) };
}

/** Read from its first bytes. */
export async function mediaFileProblem(dir: string, name: string): Promise<string | undefined> {
  const handle = await open(path.join(dir, name));
  try {
    const { buffer, bytesRead } = await handle.read(
      new Uint8Array(MEDIA_HEAD_BYTES),
      0,
      MEDIA_HEAD_BYTES,
      0,
    );
    return mediaProblem(name, buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

export const IMAGE_TYPES: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
};

export interface MediaFile {
  name: string;
  type: string;
  body: () => Promise<Buffer>;
}

/** Each accepted upload and its modern versions; of two files of one name, the upload stands. */
export function mediaFiles(contentDir: string, uploads: readonly string[]): MediaFile[] {
  const files = new Map<string, MediaFile>();
  const source = (upload: string) => path.join(contentDir, "media", upload);
  for (const upload of uploads)
    files.set(upload, {
      name: upload,
      type: IMAGE_TYPES[path.extname(upload).slice(1).toLowerCase()] ?? "",
      body: () => readFile(source(upload)),
    });
  for (const upload of uploads)
    for (const modern of modernSources(`${MEDIA_URL}${upload}`)) {
      const name = path.basename(modern.srcSet);
      if (!files.has(name))
        files.set(name, {
          name,
          type: modern.type,
          body: () => encodeModern(source(upload), modern.type).toBuffer(),
        });
    }
  return [...files.values()];
}
