/**
 * A share image for every entry page (article, case study, webinar, job, security advisory):
 * 1200x630 PNG with its kind, title and date, in the look of the section images
 * (scripts/og-images.mjs). Drawn at build with no browser: satori lays the text out and turns it
 * into SVG paths with Inter, sharp renders that over the background. Each image is cached under
 * node_modules/.cache/og-entries/ by the hash of everything it is drawn from, so a build only draws
 * the entries that changed.
 */
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import satori from "satori";
import sharp from "sharp";

// One libvips thread per image: the build renders several routes at once on few cores.
sharp.concurrency(1);
import type { Content } from "../content/read";
import { type EntryImage, SHARE_IMAGE_SIZE, imageOf } from "./entry-images";

/** Bump when the drawing changes: every cached image is drawn again. */
const TEMPLATE_VERSION = 2;
const CACHE_DIR = path.join("node_modules", ".cache", "og-entries");
/** Resolved like an import (a scratch copy of the checkout finds its packages a level up). */
const require = createRequire(import.meta.url);
const { width, height } = SHARE_IMAGE_SIZE;

/** The grid, rings and logo of the section images; the text is drawn over it. */
function background(logo: string, siteName: string): string {
  const mark = logo.replace("<svg ", '<svg x="80" y="72" width="64" height="64" ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><pattern id="g" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M48 0H0V48" fill="none" stroke="#67d2e4" stroke-width="1"/></pattern></defs>
  <rect width="${width}" height="${height}" fill="#0c1a2e"/>
  <rect width="${width}" height="${height}" fill="url(#g)" opacity=".12"/>
  <g transform="translate(770 260)" opacity=".5">
    <circle cx="260" cy="260" r="250" fill="none" stroke="#2cb6cf" stroke-width="2" stroke-dasharray="4 10"/>
    <circle cx="260" cy="260" r="180" fill="none" stroke="#2cb6cf" stroke-width="2" opacity=".7"/>
    <circle cx="260" cy="260" r="110" fill="none" stroke="#67d2e4" stroke-width="2" opacity=".5"/>
  </g>
  ${mark}
  <desc>${siteName}</desc>
</svg>`;
}

type Node = { type: string; props: Record<string, unknown> };
const el = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({ type, props: { style, children } });

/** The text layer: the company's name, the kind and date, the title (at most three lines, then "…"). */
function textLayer(image: EntryImage, siteName: string): Node {
  const size = image.title.length > 60 ? 54 : 64;
  return el("div", { position: "relative", width, height, display: "flex", color: "#ffffff", fontFamily: "Inter" }, [
    el("div", { position: "absolute", top: 72, left: 164, height: 64, display: "flex", alignItems: "center", fontSize: 40, fontWeight: 700 }, siteName),
    el("div", { position: "absolute", left: 80, right: 140, bottom: 64, display: "flex", flexDirection: "column" }, [
      el("div", { width: 72, height: 6, borderRadius: 3, background: "#2cb6cf", marginBottom: 28 }),
      el("div", { display: "flex", fontSize: 28, fontWeight: 600, color: "#67d2e4", letterSpacing: "0.04em", textTransform: "uppercase" }, [image.kind, image.date].filter(Boolean).join("  ·  ")),
      el("div", { display: "block", marginTop: 18, fontSize: size, lineHeight: 1.1, fontWeight: 800, letterSpacing: "-0.02em", lineClamp: 3, maxHeight: Math.ceil(size * 1.1 * 3), overflow: "hidden" }, image.title),
    ]),
  ]);
}

async function fonts() {
  const weights = [600, 700, 800] as const;
  return Promise.all(weights.map(async (weight) => ({ name: "Inter", weight, style: "normal" as const, data: await readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)) })));
}

/** Every entry page's image, from the collections (drafts and scheduled articles are not in them). */
export function entryImages({ articles, caseStudies, webinars, jobs, advisories, research }: Pick<Content, "articles" | "caseStudies" | "webinars" | "jobs" | "advisories" | "research">): EntryImage[] {
  return [
    ...articles.map(imageOf.article),
    ...caseStudies.map(imageOf["case-study"]),
    ...webinars.map(imageOf.webinar),
    ...jobs.map(imageOf.job),
    ...advisories.map(imageOf.advisory),
    ...research.map(imageOf.research),
  ];
}

type Fonts = Awaited<ReturnType<typeof fonts>>;
type Backdrop = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

/** The background as pixels: drawn once per build, not once per image. */
async function backdrop(logo: string, siteName: string): Promise<Backdrop> {
  return sharp(Buffer.from(background(logo, siteName))).raw().toBuffer({ resolveWithObject: true });
}

/** The PNG of one entry's image. */
export async function drawEntryImage(image: EntryImage, siteName: string, logo: string, fontList?: Fonts, base?: Backdrop): Promise<Buffer> {
  const svg = await satori(textLayer(image, siteName) as never, { width, height, fonts: fontList ?? (await fonts()) });
  const { data, info } = base ?? (await backdrop(logo, siteName));
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .composite([{ input: Buffer.from(svg) }])
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/** The cache key: everything the image is drawn from. */
export function imageKey(image: EntryImage, siteName: string, logo: string): string {
  return createHash("sha256").update(JSON.stringify([TEMPLATE_VERSION, image.kind, image.title, image.date, siteName, logo])).digest("hex").slice(0, 32);
}

let tools: Promise<[string, Fonts, Backdrop]> | undefined;

/** One entry's image, from the cache when nothing it shows has changed (the share-image endpoint, app/pages/og/). */
export async function entryImagePng(image: EntryImage, siteName: string): Promise<Uint8Array> {
  const logo = await readFile(path.join("public", "logo.svg"), "utf8");
  const cached = path.join(CACHE_DIR, `${imageKey(image, siteName, logo)}.png`);
  const found = await readFile(cached).catch(() => undefined);
  if (found) return found;
  tools ??= Promise.all([logo, fonts(), backdrop(logo, siteName)]);
  const [, fontList, base] = await tools;
  const png = await drawEntryImage(image, siteName, logo, fontList, base);
  await mkdir(CACHE_DIR, { recursive: true });
  await writeFile(cached, png);
  return png;
}
