#!/usr/bin/env node
// `npm run audit:perf`: Lighthouse 12 on every route, mobile and desktop, on the served build. Exits 1 on
// a missed target: performance >= 95, the other categories 100, CLS <= 0.02, mobile LCP <= 2.0 s. Options:
// --routes --form --port --json --reports --no-size --runs 3 (median: Lighthouse throttles from what it saw).
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { sitePages } from "./build-files.mjs";

const { values: args } = parseArgs({
  options: {
    routes: { type: "string" },
    form: { type: "string", default: "mobile,desktop" },
    port: { type: "string", default: process.env.PORT ?? "4399" },
    json: { type: "string" },
    reports: { type: "string" },
    runs: { type: "string", default: "1" },
    "no-size": { type: "boolean", default: false },
  },
});
// Every prerendered route (the route table, as built), unless --routes names some.
const builtRoutes = sitePages()
  .filter((file) => file.endsWith("index.html"))
  .map((file) => `/${file.replace(/\/?index\.html$/, "")}`);
const routes = args.routes ? args.routes.split(",").map((r) => r.trim()) : builtRoutes;
const forms = args.form.split(",").map((f) => f.trim());
const origin = `http://localhost:${args.port}`;
const TARGET = { performance: 95, other: 100, cls: 0.02, lcpMobileMs: 2000 };

// Another server on the port would be measured in place of this build, and say nothing.
if (
  await fetch(`${origin}/`).then(
    () => true,
    () => false,
  )
)
  throw new Error(`Something already answers on ${origin}: stop it, or pass --port`);
const server = spawn(process.execPath, ["scripts/serve.mjs"], {
  env: { ...process.env, PORT: args.port },
  stdio: ["ignore", "ignore", "inherit"],
});
let stopping = false;
server.on("exit", (code) => {
  if (stopping) return;
  console.error(`lighthouse: the server on ${origin} stopped (exit ${code})`);
  process.exit(1);
});
const stop = () => {
  stopping = true;
  if (server.exitCode === null) server.kill("SIGTERM");
};
process.on("exit", stop);
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${origin}/`)).ok) break;
  } catch {
    if (i > 100) throw new Error(`The build did not come up on ${origin}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    ...JSON.parse(readFileSync(new URL("../chromium-args.json", import.meta.url), "utf8")),
    "--disable-dev-shm-usage",
  ],
});

const rows = [];
try {
  for (const form of forms) {
    for (const route of routes) {
      const runs = [];
      for (let run = 0; run < Number(args.runs); run++) runs.push(await audit(form, route));
      runs.sort((a, b) => a.performance - b.performance || b.lcp - a.lcp);
      const row = runs[Math.floor(runs.length / 2)];
      row.misses = [
        row.performance < TARGET.performance && `performance ${row.performance}`,
        row.accessibility < TARGET.other && `accessibility ${row.accessibility}`,
        row.bestPractices < TARGET.other && `best practices ${row.bestPractices}`,
        row.seo < TARGET.other && `SEO ${row.seo}`,
        row.cls > TARGET.cls && `CLS ${row.cls.toFixed(3)}`,
        form === "mobile" && row.lcp > TARGET.lcpMobileMs && `LCP ${(row.lcp / 1000).toFixed(2)} s`,
      ].filter(Boolean);
      rows.push(row);
      const spread =
        runs.length > 1
          ? ` (perf of ${runs.length} runs: ${runs.map((r) => r.performance).join(", ")})`
          : "";
      console.error(
        `${form} ${route}: ${row.performance}/${row.accessibility}/${row.bestPractices}/${row.seo}${spread}${row.misses.length ? `  MISS ${row.misses.join(", ")}` : ""}`,
      );
    }
  }
} finally {
  await chrome.kill();
  stop();
}

async function audit(form, route) {
  const result = await lighthouse(
    `${origin}${route}`,
    {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    },
    form === "desktop" ? desktopConfig : undefined,
  );
  const { categories, audits } = result.lhr;
  if (args.reports) {
    mkdirSync(args.reports, { recursive: true });
    writeFileSync(
      path.join(args.reports, `${form}${route.replace(/\//g, "_") || "_"}.json`),
      result.report,
    );
  }
  const bytes = (type) =>
    (audits["network-requests"]?.details?.items ?? [])
      .filter((r) => r.resourceType === type)
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const row = {
    form,
    route,
    performance: Math.round((categories.performance.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
    bestPractices: Math.round((categories["best-practices"].score ?? 0) * 100),
    seo: Math.round((categories.seo.score ?? 0) * 100),
    lcp: audits["largest-contentful-paint"].numericValue,
    cls: audits["cumulative-layout-shift"].numericValue,
    tbt: audits["total-blocking-time"].numericValue,
    jsKb: bytes("Script") / 1000,
    cssKb: bytes("Stylesheet") / 1000,
    failing: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id),
  };
  return row;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const header =
  "| form | route | perf | a11y | best pr. | SEO | LCP | CLS | TBT | JS kB (transfer) | CSS kB |";
const line = (r) =>
  `| ${r.form} | ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcp / 1000).toFixed(2)} s | ${r.cls.toFixed(3)} | ${Math.round(r.tbt)} ms | ${r.jsKb.toFixed(1)} | ${r.cssKb.toFixed(1)} |`;
console.log(`\n${header}\n|${" --- |".repeat(11)}`);
for (const row of rows) console.log(line(row));
for (const form of forms) {
  const of = rows.filter((r) => r.form === form);
  if (of.length === 0) continue;
  const m = (key) => median(of.map((r) => r[key]));
  console.log(
    line({
      form,
      route: `**median (${of.length})**`,
      performance: m("performance"),
      accessibility: m("accessibility"),
      bestPractices: m("bestPractices"),
      seo: m("seo"),
      lcp: m("lcp"),
      cls: m("cls"),
      tbt: m("tbt"),
      jsKb: m("jsKb"),
      cssKb: m("cssKb"),
    }),
  );
}
const missed = rows.filter((r) => r.misses.length > 0);
for (const row of missed)
  console.log(
    `MISS ${row.form} ${row.route}: ${row.misses.join(", ")}${row.failing.length ? ` (failing audits: ${row.failing.join(", ")})` : ""}`,
  );
if (args.json) writeFileSync(args.json, JSON.stringify(rows, null, 2));

let sizeOk = true;
if (!args["no-size"]) {
  console.log("\nFirst-load weight (test/size.mjs, gzip):");
  sizeOk = spawnSync(process.execPath, ["test/size.mjs"], { stdio: "inherit" }).status === 0;
}
console.log(
  `\nlighthouse: ${rows.length} runs, ${missed.length} missed a target${sizeOk ? "" : "; size budget exceeded"}.`,
);
process.exit(missed.length > 0 || !sizeOk ? 1 : 0);
