import { expect, test } from "@playwright/test";
import { allPages, formPage, pagesWith } from "./support/content";
import { formEntry } from "./support/form-content";
import { expectFormHydrated } from "./support/site";

/**
 * What a visitor notices of how pages load: content below the fold fades in as it scrolls into
 * view (and simply stands there under reduced motion), the page a resting pointer points at is
 * fetched before the click, and what is typed into a form before its code arrives is kept.
 */

/** A page with a list that fades in (the benefits section: components/sections/basic-sections.tsx). */
const revealPage =
  allPages.find((page) => page.sections.some((section) => section.type === "benefits"))?.path ??
  "/";

test("content below the fold fades in as it is scrolled to", async ({ page }) => {
  await page.goto(revealPage);
  const later = page.locator("[data-reveal-on-scroll]").last();
  await expect(later).toHaveAttribute("data-reveal", "pending");
  await later.scrollIntoViewIfNeeded();
  await expect(later).toHaveAttribute("data-reveal", "shown");
  await expect(later).toHaveCSS("opacity", "1");
});

test("under reduced motion nothing waits to fade in", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(revealPage);
  await expect(page.locator("[data-reveal-on-scroll]").first()).toBeAttached();
  await expect(page.locator("[data-reveal]")).toHaveCount(0);
});

for (const path of [
  "/",
  "/blog",
  ...pagesWith("jobs")
    .slice(0, 1)
    .map((found) => found.path),
]) {
  test(`${path}: the text is set in the site's face from the first frame, and nothing moves when it loads`, async ({
    page,
  }) => {
    // The page's script hands the face's bytes to the browser before any text (app/browser/text-face.ts)
    // and the browser decodes them at once, so the first frame that draws text draws it in the face.
    // A loaded machine may draw frames of no text earlier: those are skipped.
    await page.addInitScript(() => {
      const record = () => {
        if (!document.body?.innerText.trim()) return void requestAnimationFrame(record);
        const faces = [...document.fonts].filter(
          (face) => face.family.replace(/["']/g, "") === "Inter Subset",
        );
        document.documentElement.dataset.faceAtFirstFrame = faces
          .map((face) => face.status)
          .join(" ");
      };
      requestAnimationFrame(record);
    });
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-face-at-first-frame", /\bloaded\b/);
    // Each shift as what moved and by how much, so a failure says where to look.
    const shifts = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          type Shift = PerformanceEntry & {
            value: number;
            sources: {
              node?: Node | null;
              previousRect: DOMRectReadOnly;
              currentRect: DOMRectReadOnly;
            }[];
          };
          const describe = (entry: Shift) =>
            `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${entry.sources
              .map(({ node, previousRect: from, currentRect: to }) => {
                const element = node instanceof Element ? node : node?.parentElement;
                const name = element
                  ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${[...element.classList].slice(0, 3).join(".")}`
                  : "?";
                return `${name} ${from.x},${from.y} ${from.width}x${from.height} -> ${to.x},${to.y} ${to.width}x${to.height}`;
              })
              .join("; ")}`;
          new PerformanceObserver((list) =>
            resolve((list.getEntries() as Shift[]).map(describe)),
          ).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve([]), 500);
        }),
    );
    expect(shifts).toEqual([]);
    expect(
      await page.evaluate(
        () => getComputedStyle(document.querySelector("h1") ?? document.body).fontFamily,
      ),
    ).toMatch(/^"?Inter Subset"?,/);
  });
}

test("the page a resting pointer points at is fetched before the click, and the click is served from it", async ({
  page,
}) => {
  await page.goto("/");
  const link = page.getByRole("contentinfo").locator("a[href^='/']:not([href='/'])").first();
  const href = (await link.getAttribute("href")) ?? "";
  const fetched = page.waitForRequest((request) => new URL(request.url()).pathname === href);
  await link.hover();
  expect((await fetched).headers()["sec-purpose"]).toMatch(/prefetch/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  // The speculation rules' prefetch (app/lib/page-loading.ts), not a second fetch.
  expect(
    await page.evaluate(
      () =>
        (
          performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & {
            deliveryType: string;
          }
        ).deliveryType,
    ),
  ).toBe("navigational-prefetch");
});

const contactForm = formEntry("contact");

test("what is typed before the form's code arrives is kept once it has", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // Hold the island's code: the visitor types into the server's HTML meanwhile.
  await page.route(/\/assets\/(contact|form-view)[.-][\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(formPage("contact"));
  const form = page
    .getByRole("form")
    .filter({ has: page.getByRole("textbox", { name: contactForm.label("message") }) });
  const message = form.getByRole("textbox", { name: contactForm.label("message") });
  await message.fill("Typed before the form was live.");
  release();
  await expectFormHydrated(form);
  await expect(message).toHaveValue("Typed before the form was live.");
});
