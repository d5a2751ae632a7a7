import { type Page, expect, test } from "@playwright/test";
import { routeTable } from "../../app/route-table";

export const routePaths = routeTable.map((entry) => entry.path);

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
