#!/usr/bin/env node
/**
 * First-load weight of every prerendered page, and of the home page's lazy 3D scene chunk.
 *
 * For each HTML file in <BUILD_DIR>/client: the JavaScript it makes the browser fetch before the
 * page is interactive (module scripts, modulepreloads, the imports of inline module scripts, and
 * everything those import statically) and its stylesheets, each file gzip-compressed at level 9 and summed. The 3D scene is
 * found as the lazily imported chunk that draws with WebGL and that no HTML references; its weight
 * is the chunk plus any static import the home page has not already loaded.
 *
 * Usage: BUILD_DIR=build npm run size. Exits 1 when a budget is exceeded. 1 kB = 1000 bytes (as
 * Vite reports).
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET = { js: 120_000, css: 20_000, scene: 150_000 };
const client = join(process.env.BUILD_DIR ?? "build", "client");

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipCache.get(file);
}
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const toFile = (url) => join(client, url.replace(/^\//, ""));

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

function routeOf(htmlFile) {
  const rel = relative(client, htmlFile).replace(/\\/g, "/");
  if (rel === "index.html") return "/";
  return `/${rel.replace(/\/?index\.html$/, "").replace(/\.html$/, "")}`;
}

/** Asset URLs a page loads up front. */
function pageAssets(html) {
  const js = new Set();
  const css = new Set();
  for (const [, href] of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) js.add(href);
  for (const [, src] of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) js.add(src);
  for (const [, body] of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    // Static imports and the immediate import("…entry.client…") of React Router's inline script.
    for (const [, spec] of body.matchAll(/(?:import\s*\(?|from)\s*["']([^"']+\.js)["']/g)) js.add(spec);
  }
  // Everything those modules import statically loads before the page hydrates, preloaded or not.
  const queue = [...js].filter((url) => url.startsWith("/"));
  while (queue.length > 0) {
    for (const dep of staticImports(queue.pop())) {
      if (!js.has(dep)) {
        js.add(dep);
        queue.push(dep);
      }
    }
  }
  for (const [, href] of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) css.add(href);
  return { js: [...js].filter((url) => url.startsWith("/")), css: [...css].filter((url) => url.startsWith("/")) };
}

/** Static imports of a built chunk, as /assets/... URLs. */
function staticImports(url) {
  const code = readFileSync(toFile(url), "utf8");
  const dir = url.slice(0, url.lastIndexOf("/") + 1);
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["'`]\.\/([\w.-]+\.js)["'`]/g)].map(([, name]) => dir + name);
}

const htmlFiles = walk(client).filter((file) => file.endsWith(".html") && !file.split("/").pop().startsWith("__"));
const pages = htmlFiles.map((file) => ({ route: routeOf(file), ...pageAssets(readFileSync(file, "utf8")) }))
  .sort((a, b) => a.route.localeCompare(b.route));

let failed = false;
const rows = pages.map((page) => {
  const js = page.js.reduce((sum, url) => sum + gzipSize(toFile(url)), 0);
  const css = page.css.reduce((sum, url) => sum + gzipSize(toFile(url)), 0);
  const over = js > BUDGET.js || css > BUDGET.css;
  failed ||= over;
  return { route: page.route, files: page.js.length, js, css, over };
});

const width = Math.max(...rows.map((row) => row.route.length), 5);
console.log(`First-load JavaScript and CSS per page (gzip -9), ${client}`);
console.log(`${"route".padEnd(width)}  files  ${"JS".padStart(9)}  ${"CSS".padStart(8)}  budget JS ${kb(BUDGET.js)} / CSS ${kb(BUDGET.css)}`);
for (const row of rows) {
  console.log(`${row.route.padEnd(width)}  ${String(row.files).padStart(5)}  ${kb(row.js).padStart(9)}  ${kb(row.css).padStart(8)}  ${row.over ? "OVER BUDGET" : "ok"}`);
}

// The 3D scene: a dynamically imported chunk, in no page's HTML, that creates a WebGL context.
const inHtml = new Set(pages.flatMap((page) => page.js));
const assets = walk(join(client, "assets")).filter((file) => file.endsWith(".js"));
const lazy = new Set();
for (const file of assets) {
  for (const [, name] of readFileSync(file, "utf8").matchAll(/import\(\s*["'`]\.\/([\w.-]+\.js)["'`]/g)) lazy.add(`/assets/${name}`);
}
const sceneChunks = [...lazy].filter((url) => !inHtml.has(url) && /getContext\(\s*["'`]webgl/.test(readFileSync(toFile(url), "utf8")));
const home = pages.find((page) => page.route === "/");
console.log("");
if (sceneChunks.length === 0) {
  console.log("3D scene chunk: not found (no lazily imported WebGL chunk)");
  failed = true;
}
for (const url of sceneChunks) {
  const loaded = new Set(home?.js ?? []);
  const extra = [];
  const queue = [url];
  while (queue.length) {
    const next = queue.pop();
    if (loaded.has(next)) continue;
    loaded.add(next);
    extra.push(next);
    queue.push(...staticImports(next));
  }
  const size = extra.reduce((sum, file) => sum + gzipSize(toFile(file)), 0);
  const referenced = pages.filter((page) => page.js.includes(url)).map((page) => page.route);
  const over = size > BUDGET.scene || referenced.length > 0;
  failed ||= over;
  console.log(`3D scene chunk ${url}: ${kb(gzipSize(toFile(url)))} gzip; with imports not already on the home page (${extra.length} file${extra.length === 1 ? "" : "s"}): ${kb(size)}  budget ${kb(BUDGET.scene)}  ${over ? "OVER BUDGET" : "ok"}`);
  console.log(`  referenced by page HTML: ${referenced.length ? referenced.join(", ") : "none (loaded lazily)"}`);
}

if (failed) {
  console.error("\nSize budget exceeded.");
  process.exit(1);
}
