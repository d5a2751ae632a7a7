import { type Locator, type Page, expect, test } from "@playwright/test";
import { blogArchivePaths, entryPaths, livePageRoutes } from "../../scripts/content/paths";

/** Every prerendered route: the route table's pages (aliases too), every collection entry's page, the blog's archive pages. */
export const routePaths = [...livePageRoutes().map((entry) => entry.path), ...entryPaths(), ...blogArchivePaths()];

/**
 * Collects what a visitor would never want: console errors, failed page errors, and requests
 * to any host other than ours. Call before navigating; check with `expectClean()`.
 */
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

/**
 * Opens a page and waits until React has hydrated it (the Search button is offered only then):
 * before that, the top bar and the phone menu are plain HTML and show no intent to load more.
 */
export async function gotoHydrated(page: Page, path = "/") {
  await page.goto(path);
  await expect(page.getByRole("banner").getByRole("button", { name: "Search" })).toBeVisible();
}

/** The phone menu button: a native <summary> until the drawer first opens, then the drawer's trigger. */
export function menuButton(page: Page) {
  return page
    .getByRole("banner")
    .locator("summary")
    .or(page.getByRole("button", { name: "Open menu" }));
}

/** Lazy chunks that only the user's intent may load, by the name Vite gives their file. */
export const onIntentChunks = /\/assets\/(desktop-nav-menus|mobile-drawer|dialog)-[\w-]+\.js$/;

/**
 * Moves the pointer over a form, as a visitor about to use it does, and waits until its script
 * has taken it over: on a kept page a form's code loads on that first intent (islands.tsx), and
 * before it runs a send is the browser's own or held for it, not the behaviour under test. Our
 * forms switch off native validation (`noValidate`) once they run.
 */
export async function expectFormHydrated(form: Locator) {
  await form.hover();
  await expect(form).toHaveJSProperty("noValidate", true);
}

/**
 * The page's script listens for intent on the island `name` (islands.tsx): from then on a click
 * in it is held for its live copy. Before then (the page still loading) a click is the HTML's own.
 */
export async function expectIslandWatched(page: Page, name: string) {
  await expect(page.locator(`[data-island="${name}"][data-island-watched]`)).toBeAttached();
}

/** Holds back every script whose URL matches until `release()`; the page keeps loading. */
export async function holdScripts(page: Page, held: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    if (held.test(route.request().url())) await released;
    await route.continue();
  });
  return release;
}
