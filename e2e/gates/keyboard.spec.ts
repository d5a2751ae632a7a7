import { type Page, expect, test } from "@playwright/test";
import { formPage, navigation, pagesWith } from "../support/content";
import { scrollThrough } from "../support/gates";
import { menuButton } from "../support/site";

/**
 * Keyboard gate (WCAG 2.4.1, 2.4.7, 2.4.11, 2.1.1): the skip link is the first stop at both
 * widths; every control reached with Tab shows a visible focus indicator and is not hidden
 * under the fixed top bar; the phone drawer opens, traps focus and closes from the keyboard.
 * (e2e/layout.spec.ts covers the desktop dropdowns from the keyboard.)
 */
const samplePages = [
  ...new Set([
    "/",
    // Pages by what they show: service groups, a lifecycle, the docs browser, the jobs.
    ...(["service-groups", "lifecycle", "docs", "jobs"] as const).flatMap((type) =>
      pagesWith(type)
        .slice(0, 1)
        .map((found) => found.path),
    ),
    formPage("contact"),
    "/legal/privacy",
  ]),
];

/** Describes the focused element, or a reason its focus cannot be seen. */
async function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const name = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 1;
    const ring = style.boxShadow !== "none";
    if (!outline && !ring)
      return `${name}: no visible focus indicator (outline ${style.outlineStyle} ${style.outlineWidth}, no ring)`;
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return `${name}: focused but has no size`;
    const x = Math.min(Math.max(rect.left + rect.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(
      Math.max(rect.top + Math.min(rect.height, 40) / 2, 0),
      window.innerHeight - 1,
    );
    const hit = document.elementFromPoint(x, y);
    if (hit && hit !== el && !el.contains(hit) && !hit.contains(el)) {
      const cover = hit.closest("header, [role=dialog]") ?? hit;
      return `${name}: focused but covered by <${cover.tagName.toLowerCase()}> at its centre`;
    }
    return null;
  });
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`keyboard at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("the skip link is the first Tab stop and moves focus to the main content", async ({
      page,
    }) => {
      await page.goto("/legal/privacy");
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to main content" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press("Enter");
      await expect(page.locator("main#main")).toBeFocused();
    });

    for (const path of samplePages) {
      test(`${path}: every Tab stop shows its focus and is not hidden under the top bar`, async ({
        page,
      }) => {
        await page.goto(path);
        await scrollThrough(page);
        const problems: string[] = [];
        let first: string | null = null;
        for (let stop = 0; stop < 80; stop++) {
          await page.keyboard.press("Tab");
          const id = await page.evaluate(() => {
            const el = document.activeElement as HTMLElement | null;
            if (!el || el === document.body) return null; // past the last stop, into the browser
            el.dataset.tabStop ??= String(Math.random());
            return el.dataset.tabStop;
          });
          if (id === null) break;
          if (stop === 0) first = id;
          else if (id === first) break; // wrapped around
          const problem = await focusProblem(page);
          if (problem && !problems.includes(problem)) problems.push(problem);
        }
        expect(problems).toEqual([]);
      });
    }
  });
}

test.describe("phone drawer from the keyboard", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens with Enter, keeps focus inside, closes with Escape back on its button", async ({
    page,
  }) => {
    await page.goto("/");
    await menuButton(page).focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    const section = drawer.locator("details").first();
    await expect(section.locator("summary")).toHaveText(navigation.menus[0]?.label ?? "");
    await section.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(section).toHaveAttribute("open");
    await page.keyboard.press("Tab");
    await expect(drawer.getByRole("link").filter({ visible: true }).first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });
});

test("the focus check catches a control without a focus indicator", async ({ page }) => {
  await page.setContent(
    `<style>#bare:focus { outline: none }</style><a href="/x" id="ok">Ok</a> <a href="/y" id="bare">Bare</a>`,
  );
  await page.keyboard.press("Tab");
  expect(await focusProblem(page)).toBeNull();
  await page.keyboard.press("Tab");
  expect(await focusProblem(page)).toMatch(/a "Bare": no visible focus indicator/);
});
