/**
 * Each entry page's and each section's 1200x630 share image, drawn at build with no browser: satori
 * turns the text into paths, sharp rasterises them over the background. Cached by content hash in node_modules/.cache. */
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import satori from "satori";
import sharp from "sharp";
import type { ReactElement } from "react";

// One libvips thread per image: the build renders several routes at once on few cores.
sharp.concurrency(1);
import { type DrawnImage, SHARE_IMAGE_SIZE } from "../lib/entry-images";

/** Bump when the drawing changes: every cached image is drawn again. */
const TEMPLATE_VERSION = 6;
const CACHE_DIR = path.join("node_modules", ".cache", "og-entries");
/** Resolved like an import (a scratch copy of the checkout finds its packages a level up). */
const require = createRequire(import.meta.url);
const { width, height } = SHARE_IMAGE_SIZE;

/** The grid, rings and logo of the section images, drawn under the text in the same SVG. */
function background(logo: string): string {
  const mark = logo.replace("<svg ", '<svg x="80" y="72" width="64" height="64" ');
  const grid = [
    ...Array.from({ length: width / 48 + 1 }, (_, k) => `M${k * 48} 0V${height}`),
    ...Array.from({ length: Math.ceil(height / 48) }, (_, k) => `M0 ${k * 48}H${width}`),
  ].join("");
  return `<rect width="${width}" height="${height}" fill="#0c1a2e"/>
  <path d="${grid}" fill="none" stroke="#67d2e4" stroke-width="1" stroke-opacity=".12"/>
  <g transform="translate(770 260)" fill="none" stroke-width="2">
    <circle cx="260" cy="260" r="250" stroke="#2cb6cf" stroke-opacity=".5" stroke-dasharray="4 10"/>
    <circle cx="260" cy="260" r="180" stroke="#2cb6cf" stroke-opacity=".35"/>
    <circle cx="260" cy="260" r="110" stroke="#67d2e4" stroke-opacity=".25"/>
  </g>
  ${mark}`;
}

/** satori draws React elements: written as plain objects, there is no JSX runtime to set up. */
type Node = ReactElement<{ style: Record<string, unknown>; children?: unknown }, string>;
const el = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
  key: null,
});

const layer = (children: Node[]) =>
  el(
    "div",
    { position: "relative", width, height, display: "flex", color: "#ffffff", fontFamily: "Inter" },
    children,
  );

/** The kind and date, then the title (at most three lines, then "…"), then the subtitle. */
function textLayer(image: DrawnImage): Node {
  const size = image.title.length > 60 ? 54 : 64;
  const line = [image.kind, image.date].filter(Boolean).join("  ·  ");
  return layer([
    el(
      "div",
      {
        position: "absolute",
        left: 80,
        right: 140,
        bottom: 64,
        display: "flex",
        flexDirection: "column",
      },
      [
        el("div", {
          width: 72,
          height: 6,
          borderRadius: 3,
          background: "#2cb6cf",
          marginBottom: 28,
        }),
        line &&
          el(
            "div",
            {
              display: "flex",
              marginBottom: 18,
              fontSize: 28,
              fontWeight: 600,
              color: "#67d2e4",
              letterSpacing: "0.04em",
              textTransform: "uppercase",
            },
            line,
          ),
        el(
          "div",
          {
            display: "block",
            fontSize: size,
            lineHeight: 1.1,
            fontWeight: 800,
            letterSpacing: "-0.02em",
            lineClamp: 3,
          },
          image.title,
        ),
        image.subtitle &&
          el(
            "div",
            {
              display: "block",
              marginTop: 24,
              fontSize: 30,
              lineHeight: 1.35,
              fontWeight: 600,
              color: "#cbd5e1",
              lineClamp: 2,
            },
            image.subtitle,
          ),
      ].filter(Boolean),
    ),
  ]);
}

async function fonts() {
  return Promise.all(
    ([600, 700, 800] as const).map(async (weight) => ({
      name: "Inter",
      weight,
      style: "normal" as const,
      data: await readFile(
        require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
      ),
    })),
  );
}

/** satori's drawing without its <svg> wrapper and its unused masks. */
const inner = (svg: string) =>
  svg.replace(/^<svg[^>]*>|<\/svg>$/g, "").replace(/<mask\b[\s\S]*?<\/mask>/g, "");

/** The background, logo and company name, the same on every image: drawn once per build. */
export async function backdropFor(siteName: string, logo: string) {
  const loaded = await fonts();
  const name = el(
    "div",
    {
      position: "absolute",
      top: 72,
      left: 164,
      height: 64,
      display: "flex",
      alignItems: "center",
      fontSize: 40,
      fontWeight: 700,
    },
    siteName,
  );
  return {
    svg: background(logo) + inner(await satori(layer([name]), { width, height, fonts: loaded })),
    fonts: loaded,
  };
}

/** The PNG of one share image: its text's paths over the backdrop, rasterised once (libvips composites layers in float, far slower). */
export async function drawShareImage(image: DrawnImage, backdrop: Backdrop): Promise<Buffer> {
  const text = await satori(textLayer(image), { width, height, fonts: backdrop.fonts });
  const svg = text.replace(/^<svg[^>]*>/, (open) => open + backdrop.svg);
  return sharp(Buffer.from(svg)).removeAlpha().png({ compressionLevel: 6 }).toBuffer();
}

/** The cache key: everything the image is drawn from. */
export function imageKey(image: DrawnImage, siteName: string, logo: string): string {
  const { kind, title, date, subtitle } = image;
  const drawnFrom = [TEMPLATE_VERSION, kind, title, date, subtitle, siteName, logo];
  return createHash("sha256").update(JSON.stringify(drawnFrom)).digest("hex").slice(0, 32);
}

/** What every image shares, as SVG, and the fonts its text is set in. */
type Backdrop = Awaited<ReturnType<typeof backdropFor>>;

let tools: Promise<{ logo: string; backdrop: Backdrop }> | undefined;

/** One image, from the cache when nothing it shows has changed (the share-image endpoints, app/pages/og/). */
export async function shareImagePng(image: DrawnImage, siteName: string): Promise<Uint8Array> {
  tools ??= (async () => {
    const [logo] = await Promise.all([
      readFile(path.join("public", "logo.svg"), "utf8"),
      mkdir(CACHE_DIR, { recursive: true }),
    ]);
    return { logo, backdrop: await backdropFor(siteName, logo) };
  })();
  const { logo, backdrop } = await tools;
  const cached = path.join(CACHE_DIR, `${imageKey(image, siteName, logo)}.png`);
  const found = await readFile(cached).catch(() => undefined);
  if (found) return found;
  const png = await drawShareImage(image, backdrop);
  // The cache only saves later builds time: the build does not wait for it, nor fail with it.
  writeFile(cached, png).catch(() => undefined);
  return png;
}
