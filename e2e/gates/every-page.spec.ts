import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { buttonsToClick, clickChangesSomething } from "../support/buttons";
import { NOT_FOUND_PROBE, gatedPaths, scrollThrough, viewports } from "../support/gates";

/**
 * Every route and the 404 page, at a desktop and a phone width, after scrolling through the page
 * (so content revealed on scroll is checked in its shown state), in one visit each:
 * - accessibility: axe-core with the WCAG 2.2 AA rule set (2.0, 2.1 and 2.2, A and AA): zero violations;
 * - no request leaves our origin (fonts, images, scripts, beacons: all ours);
 * - no dead controls: every visible button passes the rule in support/buttons.ts.
 */
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

for (const { name, viewport } of viewports) {
  test.describe(`every page at ${name} width (${viewport.width}px)`, () => {
    test.use({ viewport });
    for (const path of gatedPaths) {
      test(`${path}: no WCAG 2.2 AA violation, no dead button, no request to another host`, async ({
        page,
        baseURL,
      }) => {
        const ours = new URL(baseURL ?? "http://localhost").host;
        const offsite: string[] = [];
        page.on("request", (request) => {
          const url = new URL(request.url());
          if (!["data:", "blob:"].includes(url.protocol) && url.host !== ours)
            offsite.push(request.url());
        });
        const response = await page.goto(path);
        expect(response?.status()).toBe(path === NOT_FOUND_PROBE ? 404 : 200);
        await scrollThrough(page);

        await test.step("axe", async () => {
          const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
          const violations = results.violations.map(
            (v) =>
              `${v.id} (${v.impact}): ${v.help}\n      ${v.nodes
                .map((n) => n.target.join(" "))
                .slice(0, 5)
                .join("\n      ")}`,
          );
          expect.soft(violations, `axe: ${path} at ${viewport.width}px`).toEqual([]);
        });

        await test.step("buttons", async () => {
          const dead: string[] = [];
          const candidates = await buttonsToClick(page);
          for (const [n, candidate] of candidates.entries()) {
            if (n > 0) {
              await page.goto(path);
              await scrollThrough(page);
              await buttonsToClick(page);
            }
            if (!(await clickChangesSomething(page, candidate.index)))
              dead.push(`button "${candidate.label}" changes nothing`);
          }
          expect.soft(dead, `buttons: ${path} at ${viewport.width}px`).toEqual([]);
        });

        await page.waitForLoadState("networkidle");
        expect(offsite, `${path}: requests to other hosts`).toEqual([]);
      });
    }
  });
}
