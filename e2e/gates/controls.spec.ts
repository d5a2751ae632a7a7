import { type Page, expect, test } from "@playwright/test";
import { gatedPaths, scrollThrough, viewports } from "../support/gates";

/**
 * No dead ends, in the browser, on every route at both widths:
 * - no request leaves our origin (fonts, images, scripts, beacons: all ours);
 * - every visible <button> does something. The rule (a heuristic, stated so it can be argued
 *   with): a button passes if it submits a form (type=submit inside a <form>), or declares the
 *   state it controls (aria-expanded, aria-controls, aria-pressed, aria-haspopup, aria-checked,
 *   aria-selected, or role tab/switch), or, when clicked, visibly changes something: the DOM
 *   (outside parts that change on their own, measured first), the URL, a new window, or a
 *   dialog. A button that does none of these is a dead control.
 */

/** Marks every visible button with its index and returns the ones that must prove themselves by a click. */
async function buttonsToClick(page: Page): Promise<{ index: number; label: string }[]> {
  return page.evaluate(() => {
    const buttons = [...document.querySelectorAll("button")].filter((b) => b.checkVisibility({ visibilityProperty: true }));
    return buttons.flatMap((button, index) => {
      button.dataset.gateButton = String(index);
      const declaresState = ["aria-expanded", "aria-controls", "aria-pressed", "aria-haspopup", "aria-checked", "aria-selected"].some((a) =>
        button.hasAttribute(a),
      );
      const role = button.getAttribute("role");
      const submits = button.type === "submit" && button.form !== null;
      if (button.disabled || submits || declaresState || role === "tab" || role === "switch") return [];
      return [{ index, label: (button.getAttribute("aria-label") ?? button.textContent ?? "").trim().slice(0, 60) }];
    });
  });
}

/** Clicks the marked button; true if something visibly changed. */
async function clickChangesSomething(page: Page, index: number): Promise<boolean> {
  await page.evaluate(() => {
    const state = { noisy: new Set<Node>(), changes: 0, watching: false };
    (window as unknown as { __gate: typeof state }).__gate = state;
    new MutationObserver((records) => {
      for (const record of records) {
        if (!state.watching) state.noisy.add(record.target);
        else if (![...state.noisy].some((n) => n === record.target || n.contains(record.target))) state.changes++;
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  await page.waitForTimeout(400); // learn what changes by itself (counters, animations)
  const before = page.url();
  const popup = page.waitForEvent("popup", { timeout: 600 }).then(() => true, () => false);
  const dialog = page.waitForEvent("dialog", { timeout: 600 }).then(async (d) => (await d.dismiss(), true), () => false);
  await page.evaluate(() => ((window as unknown as { __gate: { watching: boolean } }).__gate.watching = true));
  await page.locator(`[data-gate-button="${index}"]`).click({ timeout: 3000 });
  await page.waitForTimeout(600);
  if (page.url() !== before) return true;
  const changes = await page.evaluate(() => (window as unknown as { __gate?: { changes: number } }).__gate?.changes ?? 1).catch(() => 1);
  return changes > 0 || (await popup) || (await dialog);
}

for (const { name, viewport } of viewports) {
  test.describe(`controls at ${name} width`, () => {
    test.use({ viewport });
    for (const path of gatedPaths) {
      test(`${path}: every button does something; no request leaves our origin`, async ({ page, baseURL }) => {
        const ours = new URL(baseURL ?? "http://localhost").host;
        const offsite: string[] = [];
        page.on("request", (request) => {
          const url = new URL(request.url());
          if (!["data:", "blob:"].includes(url.protocol) && url.host !== ours) offsite.push(request.url());
        });
        await page.goto(path);
        await scrollThrough(page);
        const dead: string[] = [];
        const candidates = await buttonsToClick(page);
        for (const [n, candidate] of candidates.entries()) {
          if (n > 0) {
            await page.goto(path);
            await scrollThrough(page);
            await buttonsToClick(page);
          }
          if (!(await clickChangesSomething(page, candidate.index))) dead.push(`button "${candidate.label}" changes nothing`);
        }
        test.info().annotations.push({ type: "clicked", description: candidates.map((c) => c.label).join(" | ") || "none" });
        await page.waitForLoadState("networkidle");
        expect(offsite, `${path}: requests to other hosts`).toEqual([]);
        expect(dead, `${path} at ${viewport.width}px`).toEqual([]);
      });
    }
  });
}

test("the button rule tells a dead button from live ones", async ({ page }) => {
  await page.setContent(`<main>
    <button type="button" id="dead">Does nothing</button>
    <button type="button" id="live" onclick="this.textContent = 'Copied'">Copy</button>
    <button type="button" aria-expanded="false">Menu</button>
    <form><button>Send</button></form>
    <p id="ticker">0</p><script>setInterval(() => ticker.textContent++, 50)</script>
  </main>`);
  expect((await buttonsToClick(page)).map((c) => c.label)).toEqual(["Does nothing", "Copy"]);
  expect(await clickChangesSomething(page, 0)).toBe(false);
  expect(await clickChangesSomething(page, 1)).toBe(true);
});
