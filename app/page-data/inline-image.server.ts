import { readFileSync } from "node:fs";
import path from "node:path";
import type { PictureImage } from "~/components/ui/picture";
import { svgDataUrl } from "~/lib/page-loading";
import { IMAGE_TYPES } from "~/content/images";

// A small first-paint picture is written into the page as a `data:` URL, as Vite does under its 4 kB
// assetsInlineLimit: as a file it set the article's largest paint (decisions/performance-history.md).
// Larger pictures and those with modern versions stay files, read from public/ (the CMS's media_folder).
export const INLINE_LIMIT = 4096;

export function inlinedIfSmall<Image extends PictureImage>(
  image: Image,
  publicDir = "public",
): Image {
  const type = IMAGE_TYPES[path.extname(image.src).slice(1).toLowerCase()];
  if (!type || !image.src.startsWith("/") || image.sources?.length) return image;
  let bytes: Buffer;
  try {
    bytes = readFileSync(path.join(publicDir, image.src));
  } catch {
    return image; // The link gates report a picture that is not there.
  }
  if (bytes.length > INLINE_LIMIT) return image;
  const svg = type === "image/svg+xml" ? bytes.toString("utf8") : undefined;
  // svgDataUrl turns double quotes into single ones, which an SVG already using both cannot take;
  // those are written %27, which React's attribute escaping (&#x27;) would make twice as long.
  const src =
    svg !== undefined && !svg.includes("'")
      ? svgDataUrl(svg).replace(/'/g, "%27")
      : `data:${type};base64,${bytes.toString("base64")}`;
  return { ...image, src };
}
