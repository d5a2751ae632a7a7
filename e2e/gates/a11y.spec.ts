import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { NOT_FOUND_PROBE, gatedPaths, scrollThrough, viewports } from "../support/gates";

/**
 * Accessibility gate: axe-core with the WCAG 2.2 AA rule set (2.0, 2.1 and 2.2, levels A and
 * AA) on every route and the 404 page, at a desktop and a phone width, after scrolling through
 * the page so that content revealed on scroll is checked in its shown state. Zero violations.
 */
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

for (const { name, viewport } of viewports) {
  test.describe(`axe at ${name} width (${viewport.width}px)`, () => {
    test.use({ viewport });
    for (const path of gatedPaths) {
      test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(path === NOT_FOUND_PROBE ? 404 : 200);
        await scrollThrough(page);
        const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
        const violations = results.violations.map(
          (v) => `${v.id} (${v.impact}): ${v.help}\n      ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join("\n      ")}`,
        );
        expect(violations, `${path} at ${viewport.width}px`).toEqual([]);
      });
    }
  });
}
