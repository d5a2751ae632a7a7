#!/usr/bin/env node
/**
 * In-app navigation speed after hover (npm run audit:nav): how long a visitor waits between
 * clicking a link and seeing the next page.
 *
 * What is measured: this script serves <BUILD_DIR>/client itself (scripts/serve.mjs on a free
 * port, 4396 unless taken or NAV_PORT is set) and opens / in the system Chromium at 1280×900,
 * waits until the page has hydrated, then makes a walk of navigations across the route families
 * (ROUTE_WALK below: header, page-body and footer links, React-rendered and kept prerendered HTML
 * alike). For each one it scrolls the link into view, moves the pointer onto it, rests there
 * 250 ms (people take longer between pointing at a link and pressing it), then until the network
 * has been quiet for 150 ms (at most 2 s: what intent prefetching starts has arrived, as it
 * would while a visitor reaches for the button), then clicks. The figure is the time from the
 * click event to the first animation frame in which the new page's h1 (its text as prerendered)
 * is in the document, measured in the page with performance.now(). The walk runs twice, in a
 * fresh browser context each time: without throttling and with the CPU slowed down 4× (Chrome
 * DevTools Protocol Emulation.setCPUThrottlingRate, as Lighthouse's mobile profile does); the
 * network is not throttled. Prints each navigation, then the median and the worst per condition.
 *
 * Time-based: on a busy machine the figures move; run it a few times (--repeat n repeats each
 * walk and reports over all of them) and compare medians.
 *
 * Usage: BUILD_DIR=build npm run audit:nav [-- --repeat 3] [-- --no-hover] [-- --json file]
 *   --no-hover  click without hovering first (what a navigation costs without intent prefetch)
 *   --target    median target in ms without throttling (default 100); exits 1 above it
 * Needs Chromium at CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { startBuildServer } from "./build-server.mjs";

/**
 * Start at /, then follow a link to each of these in turn, found on the page before: in its
 * body, else the footer, else the top bar (or where `via` says). Every family of routes, links
 * React renders (/ and the top bar) and links in kept prerendered HTML (other bodies, the footer).
 */
const ROUTE_WALK = [
  { to: "/platform" },
  { to: "/platform/ai-security" },
  { to: "/solutions/zero-trust" },
  { to: "/services/iam" },
  { to: "/company/careers" },
  { to: "/company/careers/senior-security-engineer" },
  { to: "/legal/privacy" },
  { to: "/", via: "header" },
  { to: "/services/red-team" },
  { to: "/company/about" },
];
const CONDITIONS = [
  { name: "no throttling", rate: 1 },
  { name: "4x CPU slowdown", rate: 4 },
];
const QUIET_MS = 150;
const HOVER_MS = 250;
const DWELL_MAX_MS = 2000;

const { values: args } = parseArgs({
  options: {
    repeat: { type: "string", default: "1" },
    "no-hover": { type: "boolean", default: false },
    json: { type: "string" },
    target: { type: "string", default: "100" },
  },
});
const client = join(process.env.BUILD_DIR ?? "build", "client");
if (!existsSync(join(client, "index.html"))) {
  console.error(`No build found in ${client}. Run "npm run build" first (same BUILD_DIR).`);
  process.exit(1);
}

/** The h1 text of a prerendered page, as the browser will show it. */
function expectedHeading(route) {
  const file = route === "/" ? join(client, "index.html") : join(client, route, "index.html");
  const html = readFileSync(file, "utf8");
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  if (!match) throw new Error(`${route}: no h1 in ${file}`);
  return match[1]
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();
}

// ---------------------------------------------------------------------------------------------
// One walk.

/** In the page: resolves with ms from the next click to the first frame showing `heading` as the h1. */
function armMeasurement(heading) {
  const normal = (text) => text.replace(/\s+/g, " ").trim();
  window.__navTiming = new Promise((resolve) => {
    let clicked = 0;
    addEventListener("click", (event) => (clicked = event.timeStamp), { capture: true, once: true });
    const check = () => {
      if (!clicked || normal(document.querySelector("h1")?.textContent ?? "") !== heading) return false;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - clicked));
      return true;
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/**
 * A visible link to `route` on the current page (waiting up to 5 s: a section of a page reached
 * in-app may still be loading its own chunk).
 */
async function linkTo(page, route, via) {
  for (const deadline = Date.now() + 5000; Date.now() < deadline; await page.waitForTimeout(50)) {
    for (const region of via ? [via] : ["main", "footer", "header"]) {
      const links = page.locator(`${region} a[href="${route}"]`);
      for (let i = 0; i < (await links.count()); i++) {
        const link = links.nth(i);
        if (await link.isVisible()) return { link, region };
      }
    }
  }
  throw new Error(`${page.url()}: no visible link to ${route}`);
}

async function walk(browser, origin, condition) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on("request", () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  const settled = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on("requestfinished", settled);
  page.on("requestfailed", settled);
  const quiet = async () => {
    const started = Date.now();
    while ((inFlight > 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() - started < DWELL_MAX_MS)
      await page.waitForTimeout(25);
    return Date.now() - started;
  };

  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: condition.rate });
  await page.goto(`${origin}/`, { waitUntil: "load" });
  // Hydrated: the top bar offers search only once React runs.
  await page.getByRole("banner").getByRole("button", { name: "Search" }).waitFor();
  await quiet();

  const results = [];
  let from = "/";
  for (const { to: route, via } of ROUTE_WALK) {
    const heading = expectedHeading(route);
    const { link, region } = await linkTo(page, route, via);
    await link.scrollIntoViewIfNeeded();
    await quiet();
    await page.evaluate(armMeasurement, heading);
    let dwell = 0;
    if (!args["no-hover"]) {
      await link.hover();
      await page.waitForTimeout(HOVER_MS);
      dwell = HOVER_MS + (await quiet());
    }
    await link.click();
    const ms = await page.evaluate(() => window.__navTiming);
    await page.waitForURL((url) => url.pathname === route);
    results.push({ from, to: route, via: region, ms, dwell });
    from = route;
    await quiet();
  }
  await context.close();
  return results;
}

// ---------------------------------------------------------------------------------------------

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const { origin, stop: stopServer } = await startBuildServer({ port: Number(process.env.NAV_PORT ?? 4396), name: "scripts/nav-timing.mjs" });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: JSON.parse(readFileSync(new URL("./chromium-args.json", import.meta.url), "utf8")),
});
const summary = [];
try {
  console.log(
    `Navigation after ${args["no-hover"] ? "a click without hover" : "hover"}: click → first frame with the new page's h1, ${client}`,
  );
  for (const condition of CONDITIONS) {
    const all = [];
    for (let run = 0; run < Number(args.repeat); run++) {
      const results = await walk(browser, origin, condition);
      all.push(...results);
      console.log(`\n${condition.name}${Number(args.repeat) > 1 ? `, walk ${run + 1}` : ""}`);
      for (const r of results)
        console.log(
          `  ${`${r.from} → ${r.to}`.padEnd(52)} ${r.via.padEnd(6)} ${`${r.ms.toFixed(0)} ms`.padStart(7)}${args["no-hover"] ? "" : `  (hover ${r.dwell} ms)`}`,
        );
    }
    const times = all.map((r) => r.ms);
    summary.push({ condition: condition.name, count: times.length, median: median(times), worst: Math.max(...times), results: all });
  }
} finally {
  await browser.close();
  stopServer();
}

console.log("\n| condition | navigations | median | worst |\n| --- | --- | --- | --- |");
for (const s of summary)
  console.log(`| ${s.condition} | ${s.count} | ${s.median.toFixed(0)} ms | ${s.worst.toFixed(0)} ms |`);
if (args.json) writeFileSync(args.json, JSON.stringify(summary, null, 2));
const target = Number(args.target);
const unthrottled = summary[0];
if (!args["no-hover"] && unthrottled.median > target) {
  console.error(`\nMedian without throttling ${unthrottled.median.toFixed(0)} ms is above the ${target} ms target.`);
  process.exit(1);
}
