#!/usr/bin/env node
/** Draws the share images (public/og/<section>.png) and public/logo.png from the company configuration and the
 * sections in app/lib/seo.ts. Drawn with the system Chromium (CHROMIUM_PATH) and committed, so the build needs no
 * browser: run `npm run og-images` after renaming the company or adding a section. */
import { readFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";
import { runnerImport } from "vite";

const root = path.resolve(import.meta.dirname, "..");
const importOptions = { configFile: false, resolve: { alias: { "~": path.join(root, "app") } } };
// The company facts reach app/ as Vite defines (app/content/site.ts), as in the build.
const { siteDefines } = (
  await runnerImport(path.join(root, "app/content/settings.ts"), importOptions)
).module;
const load = async (file) =>
  (await runnerImport(path.join(root, file), { ...importOptions, define: siteDefines() })).module;
const { site } = await load("app/content/site.ts");
const { shareImages } = await load("app/lib/seo.ts");
const { SHARE_IMAGE_SIZE } = await load("app/lib/entry-images.ts");

/** The line under each section's name. */
const subtitles = {
  home: `Security platform, services and industry solutions, since ${site.foundingYear}`,
  platform: "AI threat intelligence, monitoring, incident response and compliance in one platform",
  services: "Managed security, consulting, red and blue teams, audit, identity, cloud and IoT",
  solutions: "Threat detection, zero trust and risk management for every industry",
  resources: "Documentation, research, case studies and webinars from our practitioners",
  blog: "Threat research and practical guidance from our analysts, hunters and engineers",
  company: `Founded in ${site.foundingYear}, with offices in ${site.offices.map((office) => office.locality).join(" and ")}`,
  careers: "Join the team that defends our clients around the clock",
  legal: "How we handle your data: privacy and cookie policies",
};

const inter = (
  await readFile(
    path.join(root, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"),
  )
).toString("base64");
const logo = await readFile(path.join(root, "public/logo.svg"), "utf8");
const escape = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const shell = (body) => `<!doctype html><html><head><style>
@font-face { font-family: Inter; src: url(data:font/woff2;base64,${inter}) format("woff2"); font-weight: 100 900; }
* { margin: 0; box-sizing: border-box; }
body { font-family: Inter, sans-serif; color: #fff; }
</style></head><body>${body}</body></html>`;

const card = (title, subtitle) => `
<div style="position:relative;width:${SHARE_IMAGE_SIZE.width}px;height:${SHARE_IMAGE_SIZE.height}px;overflow:hidden;
  background:#0c1a2e;
  padding:72px 80px;display:flex;flex-direction:column;justify-content:space-between">
  <svg width="1200" height="630" style="position:absolute;inset:0;opacity:.12" aria-hidden="true">
    <defs><pattern id="g" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M48 0H0V48" fill="none" stroke="#67d2e4" stroke-width="1"/></pattern></defs>
    <rect width="1200" height="630" fill="url(#g)"/>
  </svg>
  <svg width="520" height="520" viewBox="0 0 520 520" style="position:absolute;right:-90px;bottom:-150px;opacity:.5" aria-hidden="true">
    <circle cx="260" cy="260" r="250" fill="none" stroke="#2cb6cf" stroke-width="2" stroke-dasharray="4 10"/>
    <circle cx="260" cy="260" r="180" fill="none" stroke="#2cb6cf" stroke-width="2" opacity=".7"/>
    <circle cx="260" cy="260" r="110" fill="none" stroke="#67d2e4" stroke-width="2" opacity=".5"/>
    <path d="M40 300 Q 260 80 470 230" fill="none" stroke="#f87171" stroke-width="3" opacity=".8"/>
    <circle cx="40" cy="300" r="7" fill="#f87171"/><circle cx="470" cy="230" r="7" fill="#67d2e4"/>
  </svg>
  <div style="position:relative;display:flex;align-items:center;gap:20px">
    <div style="width:64px;height:64px">${logo.replace("<svg ", '<svg width="64" height="64" ')}</div>
    <span style="font-size:40px;font-weight:700;letter-spacing:-0.01em">${escape(site.name)}</span>
  </div>
  <div style="position:relative;max-width:900px">
    <div style="width:72px;height:6px;border-radius:3px;background:#2cb6cf;margin-bottom:28px"></div>
    <h1 style="font-size:76px;line-height:1.05;font-weight:800;letter-spacing:-0.02em">${escape(title)}</h1>
    <p style="margin-top:24px;font-size:30px;line-height:1.35;color:#cbd5e1">${escape(subtitle)}</p>
  </div>
</div>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  // The flags that work on these machines, as the browser tests use them (playwright.config.ts).
  args: JSON.parse(await readFile(path.join(root, "test/chromium-args.json"), "utf8")),
});
try {
  const page = await browser.newPage({ viewport: SHARE_IMAGE_SIZE });
  await mkdir(path.join(root, "public/og"), { recursive: true });
  for (const [key, title] of Object.entries(shareImages)) {
    await page.setContent(
      shell(card(title.charAt(0).toUpperCase() + title.slice(1), subtitles[key])),
    );
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({
      path: path.join(root, `public/og/${key}.png`),
      clip: { x: 0, y: 0, ...SHARE_IMAGE_SIZE },
    });
    console.log(`public/og/${key}.png`);
  }
  await page.setViewportSize({ width: 512, height: 512 });
  await page.setContent(
    shell(
      `<div style="width:512px;height:512px;display:grid;place-items:center;background:#fff">${logo.replace("<svg ", '<svg width="400" height="400" ')}</div>`,
    ),
  );
  await page.screenshot({
    path: path.join(root, "public/logo.png"),
    clip: { x: 0, y: 0, width: 512, height: 512 },
  });
  console.log("public/logo.png");
} finally {
  await browser.close();
}
