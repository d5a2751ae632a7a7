import { type Locator, type Page, expect, test } from "@playwright/test";
import { blogArchivePaths, entryPaths, livePages } from "../../app/content-layer/addresses";
import { attribute, cspMetas, parseHtml } from "../../test/page-html";

/** Every prerendered route: the pages and policies (aliases too), every collection entry's page, the blog's archive pages. */
export const routePaths = [
  ...livePages().map((entry) => entry.path),
  ...entryPaths(),
  ...blogArchivePaths(),
];

/** Collects what a visitor would never want: console errors, failed page errors, and requests to any host
 * other than ours. Call before navigating; check with `expectClean()`. */
export function watchPage(page: Page) {
  const problems: string[] = [];
  const ours = new URL(test.info().project.use.baseURL ?? "http://localhost").host;
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (["data:", "blob:", "mailto:"].includes(url.protocol)) return;
    if (url.host !== ours) problems.push(`third-party request: ${request.url()}`);
  });
  return {
    problems,
    expectClean: () => expect(problems).toEqual([]),
  };
}

/** The phone menu button: it opens the drawer (a <dialog>) with no script at all (HTML's `command`). */
export function menuButton(page: Page) {
  return page.getByRole("banner").getByRole("button", { name: "Open menu" });
}

/** Brings the island holding `part` into view, as a visitor reaching for it does, and waits until Astro drops its `ssr`
 * mark once React has hydrated it: before that the part is the server's HTML (links lead away, forms post natively). */
export async function expectHydrated(part: Locator) {
  const island = part.locator("xpath=ancestor-or-self::astro-island[1]");
  // The island, not the part: hydrating may replace the part's element (a link becomes a button).
  await island.evaluate((element) =>
    element.firstElementChild?.scrollIntoView({ block: "center" }),
  );
  await expect(island).not.toHaveAttribute("ssr");
}

/** A form, once its island has hydrated: our forms switch off native validation (`noValidate`) and show their
 * own messages beside the fields. */
export async function expectFormHydrated(form: Locator) {
  await expectHydrated(form);
  await expect(form).toHaveJSProperty("noValidate", true);
}

/** The Content-Security-Policy a page carries in its own head (Astro's `security.csp` writes it). */
export function metaPolicy(html: string): string {
  const [policy] = cspMetas(parseHtml(html));
  if (!policy) throw new Error("the page has no Content-Security-Policy meta tag");
  return attribute(policy.meta, "content") ?? "";
}
