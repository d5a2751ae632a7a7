import type { Page } from "@playwright/test";

/** The no-dead-ends gate's button rule, a heuristic: a visible button passes if it submits a form, declares the state it
 * controls (aria-expanded/-controls/-pressed/-haspopup/-checked/-selected, role tab/switch) or, clicked, visibly changes
 * the DOM (beyond parts that change on their own), the URL, a window or a dialog. Else it is a dead control. */

export /** Marks every visible button with its index and returns the ones that must prove themselves by a click. */
async function buttonsToClick(page: Page): Promise<{ index: number; label: string }[]> {
  return page.evaluate(() => {
    const buttons = [...document.querySelectorAll("button")].filter((b) =>
      b.checkVisibility({ visibilityProperty: true }),
    );
    return buttons.flatMap((button, index) => {
      button.dataset.gateButton = String(index);
      const declaresState = [
        "aria-expanded",
        "aria-controls",
        "aria-pressed",
        "aria-haspopup",
        "aria-checked",
        "aria-selected",
      ].some((a) => button.hasAttribute(a));
      const role = button.getAttribute("role");
      const submits = button.type === "submit" && button.form !== null;
      if (button.disabled || submits || declaresState || role === "tab" || role === "switch")
        return [];
      return [
        {
          index,
          label: (button.getAttribute("aria-label") ?? button.textContent ?? "")
            .trim()
            .slice(0, 60),
        },
      ];
    });
  });
}

/** Clicks the marked button; true if something visibly changed. */
export async function clickChangesSomething(page: Page, index: number): Promise<boolean> {
  await page.evaluate(() => {
    const state = { noisy: new Set<Node>(), changes: 0, watching: false };
    (window as unknown as { __gate: typeof state }).__gate = state;
    new MutationObserver((records) => {
      for (const record of records) {
        if (!state.watching) state.noisy.add(record.target);
        else if (![...state.noisy].some((n) => n === record.target || n.contains(record.target)))
          state.changes++;
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  await page.waitForTimeout(400); // learn what changes by itself (counters, animations)
  const before = page.url();
  const popup = page.waitForEvent("popup", { timeout: 600 }).then(
    () => true,
    () => false,
  );
  const dialog = page.waitForEvent("dialog", { timeout: 600 }).then(
    async (d) => (await d.dismiss(), true),
    () => false,
  );
  await page.evaluate(
    () => ((window as unknown as { __gate: { watching: boolean } }).__gate.watching = true),
  );
  await page.locator(`[data-gate-button="${index}"]`).click({ timeout: 3000 });
  await page.waitForTimeout(600);
  if (page.url() !== before) return true;
  const changes = await page
    .evaluate(() => (window as unknown as { __gate?: { changes: number } }).__gate?.changes ?? 1)
    .catch(() => 1);
  return changes > 0 || (await popup) || (await dialog);
}
