import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { type Page, expect, test } from "@playwright/test";
import { entryFormPath } from "../app/route-table";
import {
  allPages,
  articlesNewestFirst,
  formPage,
  jobsNewestFirst,
  pagesWith,
} from "./support/content";
import { scrollThrough } from "./support/gates";

/**
 * What a visitor's first load downloads in JavaScript, read through to the end of the page (gzip
 * -9, as `npm run size` weighs it; that script prints every page's figure):
 * - a page with no interactive part loads no framework: React is never fetched, 20 kB at most
 *   (the site's own script for the menus, the reveal and the search shortcut, written into the page);
 * - a page with islands (a form, Load More, the docs search) loads React with them: 95 kB at most;
 * - the home page, its 3D scene included: 40 kB at most.
 */
const BUDGET = { static: 20_000, islands: 95_000, home: 40_000 };
const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
/** React's own files as Astro's React renderer ships them. */
const REACT = /\/assets\/(client|react|react-dom)[.-][\w-]+\.js$/;

async function firstLoadScripts(page: Page, route: string): Promise<Map<string, number>> {
  const weights = new Map<string, number>();
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.endsWith(".js")) return;
    weights.set(
      pathname,
      gzipSync(readFileSync(path.join(clientDir, pathname)), { level: 9 }).length,
    );
  });
  await page.goto(route);
  await scrollThrough(page); // islands hydrate as they come into view
  await page.waitForLoadState("networkidle");
  return weights;
}

const total = (weights: Map<string, number>) => [...weights.values()].reduce((a, b) => a + b, 0);
const listed = (weights: Map<string, number>) =>
  [...weights].map(([file, size]) => `${file} ${size}`).join("\n");

/** A content page (not the home page) whose islands all wait for the visitor (the search: client:intent);
 * which page that is, is the content's choice. */
const staticPage = allPages
  .map((entry) => entry.path)
  .filter((route) => route !== "/")
  .sort()
  .find(
    (route) =>
      !/<astro-island[^>]* client="(?!intent")/.test(
        readFileSync(path.join(clientDir, route, "index.html"), "utf8"),
      ),
  );
const [article] = articlesNewestFirst;
for (const route of [
  ...(staticPage ? [staticPage] : []),
  "/legal/privacy",
  ...pagesWith("jobs")
    .slice(0, 1)
    .map((found) => found.path),
  ...(article ? [`/blog/${article.slug}`] : []),
]) {
  test(`${route}, a page with nothing interactive, loads no framework and at most 20 kB of script`, async ({
    page,
  }) => {
    const weights = await firstLoadScripts(page, route);
    expect([...weights.keys()].filter((file) => REACT.test(file))).toEqual([]);
    expect(total(weights), listed(weights)).toBeLessThanOrEqual(BUDGET.static);
  });
}

const [job] = jobsNewestFirst;
for (const route of [
  formPage("contact"),
  ...(job ? [entryFormPath("apply", job.slug)] : []),
  "/blog",
  ...pagesWith("docs")
    .map((found) => found.path)
    .slice(0, 1),
]) {
  test(`${route}: its islands load React and stay within 95 kB`, async ({ page }) => {
    const weights = await firstLoadScripts(page, route);
    expect([...weights.keys()].filter((file) => REACT.test(file)).length).toBeGreaterThan(0);
    expect(total(weights), listed(weights)).toBeLessThanOrEqual(BUDGET.islands);
  });
}

// A form in the first screen (client:painted, docs/decisions/0015): the page paints its content before React is fetched.
for (const route of [formPage("contact"), ...(job ? [entryFormPath("apply", job.slug)] : [])]) {
  test(`${route}: the page paints its content before its form's script is fetched`, async ({
    page,
  }) => {
    await page.goto(route);
    const timings = () =>
      page.evaluate(() => ({
        painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        fetched: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/assets\/.+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime),
      }));
    // Polled: on a busy machine the network can fall quiet between the paint and the fetch.
    await expect
      .poll(async () => (await timings()).fetched.length, {
        message: "the form's script is fetched",
      })
      .toBeGreaterThan(0);
    const { painted, fetched } = await timings();
    expect(painted).toBeDefined();
    expect(Math.min(...fetched)).toBeGreaterThanOrEqual(painted ?? Infinity);
  });
}

test("/: the page with its 3D scene stays within 40 kB, without React", async ({ page }) => {
  const weights = await firstLoadScripts(page, "/");
  expect(
    [...weights.keys()].filter((file) => /threat-globe[.-]/.test(file)),
    "the scene is loaded",
  ).toHaveLength(1);
  expect([...weights.keys()].filter((file) => REACT.test(file))).toEqual([]);
  expect(total(weights), listed(weights)).toBeLessThanOrEqual(BUDGET.home);
});
