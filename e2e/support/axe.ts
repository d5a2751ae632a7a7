import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults, Result, RunOptions } from "axe-core";

/** axe-core, the engine @axe-core/playwright drives, loaded by an init script (no CSP applies to it) into each document
 * and frame before its own scripts, instead of evaluated again on every analyze(): the gates and form checks run it often.
 * Same rules, same version (package.json pins @axe-core/playwright's range). */
const require = createRequire(import.meta.url);
const source = require.resolve("axe-core/axe.min.js");

/** The WCAG 2.2 AA rule set: 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const loaded = new WeakSet<Page>();

/** Makes axe-core present in every document the page opens from now on (once per page). */
export async function loadAxe(page: Page): Promise<void> {
  if (loaded.has(page)) return;
  loaded.add(page);
  await page.addInitScript({ path: source });
}

/** The violations of the WCAG 2.2 AA rules in the page, or in the part `within` selects
 * (axe-core present: loadAxe before the visit). */
export async function axeViolations(page: Page, within?: string): Promise<Result[]> {
  return page.evaluate(
    async ({ tags, within }) => {
      const options: RunOptions = {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      };
      const { axe } = window as unknown as {
        axe: {
          run(context: Document | { include: string[] }, options: RunOptions): Promise<AxeResults>;
        };
      };
      return (await axe.run(within ? { include: [within] } : document, options)).violations;
    },
    { tags: WCAG_22_AA, within },
  );
}
