#!/usr/bin/env node
/** First-load JS/CSS of every prerendered page as Chromium fetches it (desktop and phone, gzip -9), the lazy 3D scene's
 * chunk, and each page's HTML against two TCP round trips. Usage and budgets: docs/architecture.md ("size");
 * 1 kB = 1000 bytes, as Vite reports. */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { startBuildServer } from "./build-server.mjs";
import { isSitePage } from "./gates/build-files.mjs";

// document: two round trips of a new connection (10 + 20 segments of 1,460 B): docs/decisions/0001.
// JS by page family (issue #24): no island 20 kB, with an island (React) 95 kB, home with its scene 40 kB.
const BUDGET = { js: 20_000, islands: 95_000, home: 40_000, css: 20_000, document: 43_800 };
const jsBudget = (page) =>
  page.route === "/" ? BUDGET.home : page.islands ? BUDGET.islands : BUDGET.js;
const VIEWPORTS = [
  { name: "desktop", options: { viewport: { width: 1280, height: 900 } } },
  {
    name: "phone",
    options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  },
];
const CONCURRENCY = 2; // the machine has 2 cores
const SETTLE_MS = 2500; // requestIdleCallback loads time out within 1.5 s
const QUIET_MS = 500;
const NOT_FOUND_PATH = "/size-check-unknown-page"; // serve answers it with 404.html

const { values: args } = parseArgs({
  options: { routes: { type: "string" }, verbose: { type: "boolean", default: false } },
});
const client = join(process.env.BUILD_DIR ?? "build", "client");
const started = Date.now();
if (!existsSync(join(client, "index.html"))) {
  console.error(`No build found in ${client}. Run "npm run build" first (same BUILD_DIR).`);
  process.exit(1);
}

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipCache.get(file);
}
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const toFile = (url) => join(client, decodeURIComponent(url).replace(/^\//, ""));
const sum = (sizes) => [...sizes].reduce((total, size) => total + size, 0);

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

function chromiumArgs() {
  return JSON.parse(readFileSync(new URL("./chromium-args.json", import.meta.url), "utf8"));
}

// Static view of the HTML: no page may reference the scene; --verbose marks files "html" or "later".
function inlineModules(html) {
  return [...html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => body,
  );
}

function htmlDynamicImports(html) {
  return inlineModules(html).flatMap((body) =>
    [...body.matchAll(/\bimport\(\s*["'`](\/[^"'`]+\.js)["'`]/g)].map(([, url]) => url),
  );
}

function htmlScripts(html) {
  const js = new Set();
  for (const [, href] of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) js.add(href);
  for (const [, src] of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) js.add(src);
  for (const body of inlineModules(html)) {
    for (const [, spec] of body.matchAll(/(?:\bimport|\bfrom)\s*["']([^"']+\.js)["']/g))
      js.add(spec);
  }
  return staticClosure([...js].filter((url) => url.startsWith("/")));
}

/** Static imports and worker scripts (Vite's `new Worker(new URL("/assets/x.js", ...))`) of a chunk. */
function staticImports(url) {
  const file = toFile(url);
  if (!existsSync(file)) return [];
  const code = readFileSync(file, "utf8");
  const dir = url.slice(0, url.lastIndexOf("/") + 1);
  const imports = [...code.matchAll(/(?:\bfrom|\bimport)\s*["'`]\.\/([\w.-]+\.js)["'`]/g)].map(
    ([, name]) => dir + name,
  );
  const workers = [...code.matchAll(/new URL\(\s*["'`]((?:\/assets\/|\.\/)[\w.-]+\.js)["'`]/g)].map(
    ([, ref]) => (ref.startsWith("./") ? dir + ref.slice(2) : ref),
  );
  return [...imports, ...workers];
}

function staticClosure(urls) {
  const seen = new Set(urls);
  const queue = [...urls];
  while (queue.length > 0) {
    for (const dep of staticImports(queue.pop())) {
      if (!seen.has(dep)) {
        seen.add(dep);
        queue.push(dep);
      }
    }
  }
  return seen;
}

async function measure(browser, origin, page, viewport) {
  const context = await browser.newContext(viewport.options);
  const js = new Map();
  const css = new Map();
  const errors = [];
  const warnings = [];
  const bodies = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  context.on("request", () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  const settled = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  context.on("requestfinished", settled);
  context.on("requestfailed", (request) => {
    settled();
    const path = new URL(request.url()).pathname;
    if (/\.(m?js|css)$/.test(path) && !errors.some((error) => error.startsWith(`${path}:`)))
      errors.push(`${path}: request failed (${request.failure()?.errorText})`);
  });
  context.on("response", (response) => {
    const url = new URL(response.url());
    const kind = /\.m?js$/.test(url.pathname) ? js : url.pathname.endsWith(".css") ? css : null;
    if (!kind) return;
    if (response.status() >= 400) {
      errors.push(`${url.pathname}: HTTP ${response.status()}`);
      return;
    }
    const key = url.origin === origin ? url.pathname : url.href;
    if (url.origin === origin && existsSync(toFile(url.pathname))) {
      kind.set(key, gzipSize(toFile(url.pathname)));
    } else {
      bodies.push(
        response.body().then(
          (body) => kind.set(key, gzipSync(body, { level: 9 }).length),
          (error) => errors.push(`${key}: body unavailable (${error.message})`),
        ),
      );
    }
  });

  const tab = await context.newPage();
  tab.on("pageerror", (error) => warnings.push(`page error: ${error.message.split("\n")[0]}`));
  try {
    await tab.goto(origin + page.path, { waitUntil: "load", timeout: 30_000 });
    await tab.waitForLoadState("networkidle", { timeout: 15_000 });
    await tab.waitForTimeout(SETTLE_MS);
    // On a busy machine hydration may still be running.
    await tab.evaluate(
      () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })),
    );
    const deadline = Date.now() + 15_000;
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() > deadline) {
        warnings.push(`network still busy 15 s after the settle period (${inFlight} in flight)`);
        break;
      }
      await tab.waitForTimeout(100);
    }
    await Promise.all(bodies);
  } catch (error) {
    errors.push(`load failed: ${error.message.split("\n")[0]}`);
  } finally {
    await context.close();
  }
  return { js, css, errors, warnings };
}

async function pool(tasks, limit) {
  const results = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

// The CMS (admin/) is outside the public pages' budgets.
const htmlFiles = walk(client).filter((file) => isSitePage(relative(client, file)));
const allPages = htmlFiles
  .map((file) => {
    const route = routeOf(file);
    return {
      route,
      path: route === "/404" ? NOT_FOUND_PATH : route,
      html: htmlScripts(readFileSync(file, "utf8")),
      islands: readFileSync(file, "utf8").includes("<astro-island"),
    };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

let pages = allPages;
if (args.routes) {
  const wanted = args.routes
    .split(",")
    .map((route) => route.trim().replace(/(.)\/$/, "$1"))
    .filter(Boolean);
  const unknown = wanted.filter((route) => !allPages.some((page) => page.route === route));
  if (unknown.length > 0) {
    console.error(
      `Not prerendered pages: ${unknown.join(", ")}. Pages: ${allPages.map((page) => page.route).join(" ")}`,
    );
    process.exit(2);
  }
  pages = allPages.filter((page) => wanted.includes(page.route));
}

// The 3D scene: a chunk imported on demand (scripts/scene-build.ts) that creates a WebGL context.
const assetFiles = walk(join(client, "assets")).filter((file) => file.endsWith(".js"));
const lazy = new Set(htmlFiles.flatMap((file) => htmlDynamicImports(readFileSync(file, "utf8"))));
for (const file of assetFiles) {
  for (const [, name] of readFileSync(file, "utf8").matchAll(
    /import\(\s*["'`]\.\/([\w.-]+\.js)["'`]/g,
  ))
    lazy.add(`/assets/${name}`);
}
const sceneChunks = [...lazy].filter(
  (url) =>
    existsSync(toFile(url)) && /getContext\(\s*["'`]webgl/.test(readFileSync(toFile(url), "utf8")),
);

let overBudget = false;
let broken = false;
const { origin, stop: stopServer } = await startBuildServer({
  port: Number(process.env.SIZE_PORT ?? 4399),
  name: "test/size.mjs",
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: chromiumArgs(),
});
let runs;
try {
  const tasks = pages.map(
    (page) => () =>
      Promise.all(VIEWPORTS.map((viewport) => measure(browser, origin, page, viewport))),
  );
  runs = await pool(tasks, CONCURRENCY);
} finally {
  await browser.close();
  stopServer();
}

/** Files on / that only the scene needs: in the scene's static graph and needed by nothing else fetched. */
function sceneOnly(page, fetched) {
  const scene = staticClosure(sceneChunks.filter((url) => fetched.has(url)));
  if (scene.size === 0) return new Set();
  const others = staticClosure([
    ...[...fetched.keys()].filter((url) => !scene.has(url)),
    ...page.html,
  ]);
  return new Set([...scene].filter((url) => fetched.has(url) && !others.has(url)));
}

const rows = pages.map((page, index) => {
  const byViewport = VIEWPORTS.map((viewport, v) => {
    const run = runs[index][v];
    const scene = page.route === "/" ? sceneOnly(page, run.js) : new Set();
    const pageJs = [...run.js].filter(([url]) => !scene.has(url));
    return {
      ...run,
      viewport: viewport.name,
      scene,
      pageJs,
      jsBytes: sum(pageJs.map(([, size]) => size)),
      cssBytes: sum(run.css.values()),
    };
  });
  const largest = byViewport.reduce((a, b) => (b.jsBytes > a.jsBytes ? b : a));
  const css = Math.max(...byViewport.map((run) => run.cssBytes));
  const errors = byViewport.flatMap((run) =>
    run.errors.map((error) => `${run.viewport}: ${error}`),
  );
  const warnings = [
    ...new Set(
      byViewport.flatMap((run) => run.warnings.map((warning) => `${run.viewport}: ${warning}`)),
    ),
  ];
  const counted =
    page.route === "/"
      ? Math.max(...byViewport.map((run) => sum(run.js.values())))
      : largest.jsBytes;
  const over = counted > jsBudget(page) || css > BUDGET.css;
  overBudget ||= over;
  broken ||= errors.length > 0;
  return { page, byViewport, files: largest.pageJs.length, css, counted, over, errors, warnings };
});

const width = Math.max(...rows.map((row) => row.page.route.length), 5);
console.log(
  `First-load JavaScript and CSS per page as Chromium fetches it with no interaction (gzip -9), ${client}`,
);
console.log(
  `(after load, network idle, ${SETTLE_MS / 1000} s, main thread idle, network idle again; files: JS files of the larger viewport)`,
);
console.log(
  `${"route".padEnd(width)}  files  ${"JS desktop".padStart(10)}  ${"JS phone".padStart(9)}  ${"CSS".padStart(8)}  budget JS ${kb(BUDGET.js)}, with islands ${kb(BUDGET.islands)}, / with its scene ${kb(BUDGET.home)} / CSS ${kb(BUDGET.css)}`,
);
for (const row of rows) {
  const [desktop, phone] = row.byViewport;
  const status = row.errors.length > 0 ? "ERROR" : row.over ? "OVER BUDGET" : "ok";
  const scene = row.byViewport.some((run) => run.scene.size > 0)
    ? `  + scene (below): ${kb(row.counted)} in all`
    : "";
  console.log(
    `${row.page.route.padEnd(width)}  ${String(row.files).padStart(5)}  ${kb(desktop.jsBytes).padStart(10)}  ${kb(phone.jsBytes).padStart(9)}  ${kb(row.css).padStart(8)}  ${status}${scene}`,
  );
  for (const error of row.errors) console.log(`${"".padEnd(width)}  ! ${error}`);
  for (const warning of row.warnings) console.log(`${"".padEnd(width)}  warning: ${warning}`);
  if (args.verbose) {
    const files = new Map();
    for (const run of row.byViewport) {
      for (const [url, size] of [...run.js, ...run.css]) {
        const entry = files.get(url) ?? { size, viewports: [] };
        entry.viewports.push(run.viewport === "desktop" ? "D" : "P");
        files.set(url, entry);
      }
    }
    const sceneFiles = new Set(row.byViewport.flatMap((run) => [...run.scene]));
    for (const [url, { size, viewports }] of [...files].sort((a, b) => b[1].size - a[1].size)) {
      const source = url.endsWith(".css")
        ? "css"
        : sceneFiles.has(url)
          ? "scene"
          : row.page.html.has(url)
            ? "html"
            : "later";
      console.log(
        `${"".padEnd(width)}    ${kb(size).padStart(9)}  ${viewports.join("").padEnd(2)}  ${source.padEnd(5)}  ${url}`,
      );
    }
  }
}

console.log("");
if (sceneChunks.length === 0) {
  console.log("3D scene chunk: not found (no lazily imported WebGL chunk)");
  broken = true;
}
const measured =
  pages.length === allPages.length
    ? "every page"
    : `${pages.length} of ${allPages.length} pages (--routes)`;
for (const url of sceneChunks) {
  const referenced = allPages.filter((page) => page.html.has(url)).map((page) => page.route);
  const fetchedOn = rows.flatMap((row) =>
    row.byViewport
      .filter((run) => run.js.has(url))
      .map((run) => `${row.page.route} (${run.viewport})`),
  );
  const elsewhere = rows.filter(
    (row) => row.page.route !== "/" && row.byViewport.some((run) => run.js.has(url)),
  );
  const home = rows.find((row) => row.page.route === "/");
  let size;
  let files;
  let how;
  const homeRuns = home?.byViewport.filter((run) => run.js.has(url)) ?? [];
  if (homeRuns.length > 0) {
    const sceneBytes = (run) => sum([...run.scene].map((file) => run.js.get(file)));
    const largest = homeRuns.reduce((a, b) => (sceneBytes(b) > sceneBytes(a) ? b : a));
    files = [...largest.scene];
    size = sceneBytes(largest);
    how = "as fetched on /";
  } else {
    // / not measured or no scene fetched: the chunk's graph minus what the home HTML loads.
    const homeHtml = allPages.find((page) => page.route === "/")?.html ?? new Set();
    files = [...staticClosure([url])].filter((file) => !homeHtml.has(file));
    size = sum(files.map((file) => gzipSize(toFile(file))));
    how = "from the build; / not measured in the browser";
  }
  const over = size > BUDGET.home || referenced.length > 0 || elsewhere.length > 0;
  overBudget ||= over;
  console.log(
    `3D scene chunk ${url}: ${kb(gzipSize(toFile(url)))} gzip; with the files only it needs (${files.length} file${files.length === 1 ? "" : "s"}, ${how}): ${kb(size)}  budget ${kb(BUDGET.home)}  ${over ? "OVER BUDGET" : "ok"}`,
  );
  console.log(
    `  referenced by page HTML: ${referenced.length ? referenced.join(", ") : "none (loaded lazily)"}`,
  );
  console.log(
    `  fetched by the browser on: ${fetchedOn.length ? fetchedOn.join(", ") : "no measured page"}; checked on ${measured}`,
  );
  if (elsewhere.length > 0)
    console.log(
      `  ! fetched on pages other than /: ${elsewhere.map((row) => row.page.route).join(", ")}`,
    );
  if (home && homeRuns.length === 0)
    console.log("  warning: the browser did not fetch the scene on / (no WebGL?)");
}

{
  const documents = htmlFiles
    .map((file) => ({ route: routeOf(file), size: gzipSize(file) }))
    .sort((a, b) => b.size - a.size);
  const over = documents.filter((document) => document.size > BUDGET.document);
  overBudget ||= over.length > 0;
  console.log(
    `\nHTML with its stylesheet and font (gzip -9), budget ${kb(BUDGET.document)}: largest ${documents
      .slice(0, 3)
      .map((document) => `${document.route} ${kb(document.size)}`)
      .join(", ")}; smallest ${kb(documents.at(-1)?.size ?? 0)}`,
  );
  for (const document of over) console.log(`  OVER BUDGET ${document.route}: ${kb(document.size)}`);
}

console.log(
  `\n${pages.length} page${pages.length === 1 ? "" : "s"} × ${VIEWPORTS.length} viewports in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
if (overBudget) console.error("\nSize budget exceeded.");
if (broken) console.error("\nThe measurement is incomplete: see the errors above.");
if (overBudget || broken) process.exit(1);
