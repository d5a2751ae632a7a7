import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { buttonsToClick, clickChangesSomething } from "../support/buttons";
import {
  NOT_FOUND_PROBE,
  gatedPaths,
  phonePaths,
  scrollThrough,
  templateFamilies,
  viewports,
  wakeIslands,
} from "../support/gates";
import {
  expect,
  nginxAvailable,
  nginxSkipReason,
  test,
  watchForViolations,
} from "../support/nginx-worker";

/**
 * Every route and the 404 page, opened once per width, after scrolling through the page (so
 * content revealed on scroll is checked in its shown state). In that one visit:
 * - it answers 200 (404 for the unknown path);
 * - a route has one non-empty h1, a title over 5 characters and a description over 50, and
 *   fetches the subset font (scripts/font-subset.mjs) and no other font file;
 * - no console error or page error, no failed request, no request to another host;
 * - every element revealed on scroll is shown once scrolled past;
 * - accessibility: axe-core with the WCAG 2.2 AA rule set (2.0, 2.1 and 2.2, A and AA): zero violations;
 * - no dead controls: every visible button passes the rule in support/buttons.ts, the islands'
 *   (forms, Copy email, Load More) live as a visitor reaching for them finds them;
 * - at desktop width the page comes through the real nginx with the build's configuration
 *   (support/nginx.ts; one per worker), so zero Content-Security-Policy and Permissions-Policy
 *   violations proves the page's script hashes match. Without nginx outside CI the desktop visit
 *   uses the static server instead and only the policy part goes unchecked (as nginx.spec.ts
 *   skips). The phone visit uses the static server (serve), the other host the site ships for.
 *
 * Which pages at which width: every page at desktop width. At phone width, every page except
 * that a family of pages generated from structured data by one template (support/gates.ts
 * `templateFamilies`: each job's Apply page, each webinar's and event's Register page, the job,
 * webinar and advisory entry pages, the blog's later archive pages, its category pages, pages
 * made of the same section types in the same order, an alias and its page) is represented by its
 * first member: they differ only in field values, which the desktop visit checks on each.
 * Pages whose body is free Markdown (articles, case studies, policies, content pages) are
 * checked at both widths. The families are read from the route table and the content's file
 * names, so a new job or webinar is covered at desktop and by its family at phone width.
 */
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const POLICY_COMPLAINT = /Content Security Policy|Permissions-Policy|Refused to/i;

type Width = (typeof viewports)[number];

async function checkPage(page: Page, origin: string, path: string, { viewport }: Width, viaNginx: boolean) {
  const where = `${path} at ${viewport.width}px`;
  const notFound = path === NOT_FOUND_PROBE;
  const url = `${origin}${path}`;
  const soft = expect.configure({ soft: true });

  const ours = new URL(origin).host;
  const offsite: string[] = [];
  const fonts: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => {
    const requested = new URL(request.url());
    if (!["data:", "blob:"].includes(requested.protocol) && requested.host !== ours)
      offsite.push(request.url());
    if (request.resourceType() === "font") fonts.push(requested.pathname);
  });
  page.on("console", (message) => {
    // Policy complaints are reported with the host's problems below.
    if (message.type() === "error" && !POLICY_COMPLAINT.test(message.text()))
      errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  const hostProblems = await watchForViolations(page, url);

  const response = await page.goto(url);
  expect(response?.status(), `status: ${where}`).toBe(notFound ? 404 : 200);

  if (!notFound) {
    await soft(page.locator("h1"), `one h1: ${where}`).toHaveCount(1);
    await soft(page.locator("h1").first(), `h1 not empty: ${where}`).not.toBeEmpty();
    soft((await page.title()).length, `title longer than 5 characters: ${where}`).toBeGreaterThan(5);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    soft(description?.length ?? 0, `description longer than 50 characters: ${where}`).toBeGreaterThan(50);
  }

  await scrollThrough(page);
  const stillHidden = await page
    .locator('[data-reveal="pending"]')
    .evaluateAll((elements) =>
      elements.map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 50)}"`),
    );
  soft(stillHidden, `revealed on scroll but still hidden: ${where}`).toEqual([]);

  await test.step("axe", async () => {
    const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    const violations = results.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n      ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 5)
          .join("\n      ")}`,
    );
    soft(violations, `axe: ${where}`).toEqual([]);
  });

  await test.step("buttons", async () => {
    const dead: string[] = [];
    await wakeIslands(page);
    const candidates = await buttonsToClick(page);
    for (const [n, candidate] of candidates.entries()) {
      if (n > 0) {
        await page.goto(url);
        await scrollThrough(page);
        await wakeIslands(page);
        await buttonsToClick(page);
      }
      if (!(await clickChangesSomething(page, candidate.index)))
        dead.push(`button "${candidate.label}" changes nothing`);
    }
    soft(dead, `buttons: ${where}`).toEqual([]);
  });

  await page.waitForLoadState("networkidle");
  soft(offsite, `requests to other hosts: ${where}`).toEqual([]);
  // The browser logs the 404 document itself on the unknown path; nothing else may fail.
  soft(notFound ? errors.filter((e) => !e.includes("404")) : errors, `console and page errors: ${where}`).toEqual([]);
  soft(
    hostProblems,
    `${viaNginx ? "CSP or Permissions-Policy violations, or" : ""} failed requests: ${where}`,
  ).toEqual([]);
  if (!notFound) {
    // Every character on the page is in the preloaded subset: no second font file is fetched.
    soft(fonts, `the subset font is fetched: ${where}`).toContainEqual(expect.stringMatching(/inter-subset/));
    soft(
      fonts.filter((font) => !/\/inter-subset[.-][\w-]+\.woff2$/.test(font)),
      `fonts other than the subset (the page shows a character scripts/font-subset.mjs did not keep): ${where}`,
    ).toEqual([]);
  }
}

test("each page left out at phone width has a family member checked there, and every member is checked at desktop", () => {
  const phone = new Set(phonePaths());
  const families = templateFamilies();
  expect(families.length).toBeGreaterThan(0);
  for (const family of families) {
    expect(family.paths.filter((path) => phone.has(path)).length, family.name).toBeLessThanOrEqual(1);
    for (const path of family.paths) expect(gatedPaths, family.name).toContain(path);
  }
  for (const path of gatedPaths.filter((candidate) => !phone.has(candidate))) {
    const represented = families.some((family) => family.paths.includes(path) && family.paths.some((member) => phone.has(member)));
    expect(represented, `${path} is checked at phone width through a page of its family`).toBe(true);
  }
});

for (const width of viewports) {
  const { name, viewport } = width;
  const viaNginx = name === "desktop" && nginxAvailable;
  const paths = name === "phone" ? phonePaths() : gatedPaths;
  test.describe(`every page at ${name} width (${viewport.width}px)`, () => {
    test.use({ viewport });
    for (const path of paths) {
      const title = `${path}: answers, no WCAG 2.2 AA violation, no dead button, no error, no request to another host${name === "desktop" ? ", no CSP violation" : ""}`;
      if (viaNginx) {
        test(title, async ({ page, nginx }) => checkPage(page, nginx.origin, path, width, true));
      } else {
        test(title, async ({ page, baseURL }) => {
          if (name === "desktop")
            test.info().annotations.push({ type: "CSP not checked", description: nginxSkipReason });
          await checkPage(page, baseURL ?? "http://localhost", path, width, false);
        });
      }
    }
  });
}
