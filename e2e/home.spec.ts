import { type Page, expect, test } from "@playwright/test";
import { statLook } from "../app/components/sections/status-tag";
import { pageEntry, pagesWith, sectionOf } from "./support/content";
import { watchPage } from "./support/site";

const home = pageEntry("/");

const SCENE_CHUNK = /\/assets\/threat-globe[.-][\w-]+\.js$/;
const WORKER_CHUNK = /\/assets\/globe\.worker[.-][\w-]+\.js$/;
const scene = (page: Page) => page.locator("[data-scene]");

/** Whether the globe visibly moves: two pictures of it, 400 ms apart, differ. */
async function turning(page: Page): Promise<boolean> {
  const first = await scene(page).screenshot();
  await page.waitForTimeout(400);
  return !first.equals(await scene(page).screenshot());
}

/** Whether the canvas shows a picture: the box looks different with the canvas hidden. */
async function drawn(page: Page): Promise<boolean> {
  const canvas = scene(page).locator("canvas");
  const shown = await scene(page).screenshot();
  await canvas.evaluate((element: HTMLElement) => (element.style.visibility = "hidden"));
  const hidden = await scene(page).screenshot();
  await canvas.evaluate((element: HTMLElement) => (element.style.visibility = ""));
  return !shown.equals(hidden);
}

/** A browser that cannot hand a canvas to a worker: the scene draws on the page. */
async function withoutOffscreenCanvas(page: Page) {
  await page.addInitScript(() => {
    delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
  });
}

/** A browser without WebGL, on the page and in workers (init scripts do not reach workers). */
async function withoutWebGL(page: Page) {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      type: string,
      ...rest: unknown[]
    ) {
      return type.startsWith("webgl")
        ? null
        : (original as (...args: unknown[]) => unknown).call(this, type, ...rest);
    } as typeof original;
  });
  await page.route(WORKER_CHUNK, async (route) => {
    const response = await route.fetch();
    const noWebGL = `{ const original = OffscreenCanvas.prototype.getContext;
      OffscreenCanvas.prototype.getContext = function (type, ...rest) { return type.startsWith("webgl") ? null : original.call(this, type, ...rest); }; }\n`;
    await route.fulfill({ response, body: noWebGL + (await response.text()) });
  });
}

test.describe("home page", () => {
  test("shows the loader, then the 3D scene, in a box that never changes size", async ({
    page,
  }) => {
    const watcher = watchPage(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(SCENE_CHUNK, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.title);
    await expect(scene(page).getByText("Loading threat map…")).toBeVisible();
    const before = await scene(page).boundingBox();
    release();
    await expect(scene(page)).toHaveAttribute("data-scene", /^(running|still|static)$/);
    await expect(scene(page).locator("canvas, img").filter({ visible: true })).toHaveCount(1);
    await expect(scene(page)).toHaveAttribute("aria-hidden", "true");
    expect(await scene(page).boundingBox()).toEqual(before);
    // Layout shifts of anything inside the page content (the shared header is not this page's).
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          type Shift = PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node }[];
          };
          let total = 0;
          const main = document.querySelector("main");
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Shift[]) {
              if (
                !entry.hadRecentInput &&
                entry.sources.some((source) => source.node && main?.contains(source.node))
              )
                total += entry.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shift).toBe(0);
    watcher.expectClean();
  });

  test("requests the scene chunk and its worker only after the page has loaded and painted its largest content, and never preloads them", async ({
    page,
    request,
  }) => {
    // The page's own script imports the scene by its URL later; no element fetches or preloads it.
    const html = await (await request.get("/")).text();
    expect(html).not.toMatch(/<(?:script|link)\b[^>]*(threat-globe|globe\.worker)[.-][\w-]+\.js/);
    await page.goto("/");
    await expect(scene(page)).toHaveAttribute("data-scene", "running");
    const timing = await page.evaluate(async () => ({
      paint: await new Promise<number>((resolve) =>
        new PerformanceObserver((list) =>
          resolve(Math.max(...list.getEntries().map((entry) => entry.startTime))),
        ).observe({
          type: "largest-contentful-paint",
          buffered: true,
        }),
      ),
      loaded: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
        .loadEventEnd,
      chunk: performance
        .getEntriesByType("resource")
        .find((entry) => /threat-globe[.-][\w-]+\.js$/.test(entry.name))?.startTime,
      worker: performance
        .getEntriesByType("resource")
        .find((entry) => /globe\.worker[.-][\w-]+\.js$/.test(entry.name))?.startTime,
    }));
    expect(timing.chunk).toBeGreaterThan(timing.paint);
    expect(timing.chunk).toBeGreaterThan(timing.loaded);
    expect(timing.worker).toBeGreaterThan(timing.chunk ?? Infinity);
  });

  test("shows the static illustration, without errors, when the scene chunk fails to load", async ({
    page,
  }) => {
    const watcher = watchPage(page);
    await page.route(SCENE_CHUNK, (route) => route.abort());
    await page.goto("/");
    await expect(scene(page)).toHaveAttribute("data-scene", "static");
    const still = scene(page).locator('img[src="/illustrations/threat-globe.svg"]');
    await expect(still).toBeVisible();
    // It loads when shown (loading="lazy": hero-scene.tsx), so a moment after it appears.
    await expect
      .poll(() => still.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // The browser reports the aborted fetch itself; the page adds no error of its own.
    expect(
      watcher.problems.filter((problem) => !problem.includes("Failed to load resource")),
    ).toEqual([]);
  });

  // The scene draws in a worker where the browser can hand it the canvas, and on the page
  // otherwise; every behaviour holds on both paths.
  for (const thread of ["worker", "page"] as const) {
    test.describe(`drawn ${thread === "worker" ? "in a worker" : "on the page"}`, () => {
      test.beforeEach(async ({ page }) => {
        if (thread === "page") await withoutOffscreenCanvas(page);
      });

      test("turns, and stops when scrolled out of view, until back", async ({ page }) => {
        await page.goto("/");
        await expect(scene(page)).toHaveAttribute("data-scene", "running");
        await expect(scene(page).locator("canvas")).toHaveAttribute("data-thread", thread);
        expect(await turning(page)).toBe(true);
        // Well below the hero: the last section's heading.
        await page
          .getByRole("heading", { level: 2, name: home.sections.at(-1)?.title, exact: true })
          .evaluate((element) => element.scrollIntoView());
        await expect(scene(page)).toHaveAttribute("data-scene", "paused");
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(scene(page)).toHaveAttribute("data-scene", "running");
        expect(await turning(page)).toBe(true);
      });

      test("stops while the tab is hidden", async ({ page }) => {
        await page.goto("/");
        await expect(scene(page)).toHaveAttribute("data-scene", "running");
        const setHidden = (hidden: boolean) =>
          page.evaluate((value) => {
            Object.defineProperty(document, "hidden", { configurable: true, get: () => value });
            document.dispatchEvent(new Event("visibilitychange"));
          }, hidden);
        await setHidden(true);
        await expect(scene(page)).toHaveAttribute("data-scene", "paused");
        expect(await turning(page)).toBe(false);
        await setHidden(false);
        await expect(scene(page)).toHaveAttribute("data-scene", "running");
        expect(await turning(page)).toBe(true);
      });

      test("draws one still frame under prefers-reduced-motion", async ({ page }) => {
        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.goto("/");
        await expect(scene(page)).toHaveAttribute("data-scene", "still");
        await expect(scene(page).locator("canvas")).toBeVisible();
        await expect.poll(() => drawn(page)).toBe(true);
        expect(await turning(page)).toBe(false);
      });

      test("shows the static illustration without WebGL", async ({ page }) => {
        const watcher = watchPage(page);
        await withoutWebGL(page);
        await page.goto("/");
        await expect(scene(page)).toHaveAttribute("data-scene", "static");
        await expect(scene(page).locator("img")).toBeVisible();
        watcher.expectClean();
      });
    });
  }

  test("in a worker, the page's main thread draws no frame while the globe turns", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const counted = window.requestAnimationFrame.bind(window);
      Object.assign(window, { frameRequests: 0 });
      window.requestAnimationFrame = (callback) => {
        (window as unknown as { frameRequests: number }).frameRequests += 1;
        return counted(callback);
      };
    });
    const frameRequests = () =>
      page.evaluate(() => (window as unknown as { frameRequests: number }).frameRequests);
    await page.goto("/");
    await expect(scene(page)).toHaveAttribute("data-scene", "running");
    await expect(scene(page).locator("canvas")).toHaveAttribute("data-thread", "worker");
    const before = await frameRequests();
    expect(await turning(page)).toBe(true);
    expect(await frameRequests()).toBe(before);
  });

  test("draws on the page when the worker's script cannot be loaded", async ({ page }) => {
    const watcher = watchPage(page);
    await page.route(WORKER_CHUNK, (route) => route.abort());
    await page.goto("/");
    await expect(scene(page)).toHaveAttribute("data-scene", "running");
    await expect(scene(page).locator("canvas")).toHaveAttribute("data-thread", "page");
    expect(await turning(page)).toBe(true);
    expect(
      watcher.problems.filter((problem) => !problem.includes("Failed to load resource")),
    ).toEqual([]);
  });

  test("the red team and blue team Learn More links open their pages", async ({ page }) => {
    await page.goto("/");
    for (const team of sectionOf("/", "teams").items) {
      const name = `${team.action.label} about ${team.title}`;
      if (team.action.kind !== "link") continue;
      await expect(page.getByRole("link", { name })).toHaveAttribute("href", team.action.to);
      await page.getByRole("link", { name }).click();
      await expect(page).toHaveURL(new RegExp(`${team.action.to}$`));
      await page.goBack();
    }
  });

  test("shows every card of its card sections and the threat stat cards with their status in words", async ({
    page,
  }) => {
    await page.goto("/");
    for (const section of home.sections.filter((candidate) => candidate.type === "features")) {
      await expect(
        page.getByRole("region", { name: section.title }).getByRole("listitem"),
      ).toHaveCount(section.items.length);
    }
    const cards = sectionOf("/", "stat-cards");
    const stats = page.getByRole("region", { name: cards.title });
    if (cards.sampleLabel) await expect(stats.getByText(cards.sampleLabel)).toBeVisible();
    for (const card of cards.items)
      await expect(
        stats.getByText(`Status: ${statLook[card.status].label}`, { exact: true }).first(),
      ).toBeVisible();
  });

  // Pages other than home with the richest visuals, each found by what it shows, a different
  // page for each where there is one: the integrations, the dashboard, the capabilities.
  const visualPages = new Map<string, string | undefined>();
  for (const type of ["integrations", "dashboard", "capabilities"] as const) {
    const taken = [...visualPages.values()];
    const found = pagesWith(type).filter(({ path }) => path !== "/");
    visualPages.set(type, (found.find(({ path }) => !taken.includes(path)) ?? found[0])?.path);
  }
  for (const [type, path] of visualPages) {
    test(`a page showing ${type} never requests the 3D scene chunk or its worker`, async ({
      page,
      request,
    }) => {
      test.skip(!path, `no page other than home shows a "${type}" section`);
      if (!path) return;
      const requested: string[] = [];
      page.on("request", (req) => requested.push(req.url()));
      const html = await (await request.get(path)).text();
      expect(html).not.toMatch(/(threat-globe|globe\.worker)[.-][\w-]+\.js/);
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(1500);
      expect(
        requested.filter((url) =>
          [SCENE_CHUNK, WORKER_CHUNK].some((chunk) => chunk.test(new URL(url).pathname)),
        ),
      ).toEqual([]);
      // The watch saw the page load (its document at least), so the empty list above means something.
      expect(requested.some((url) => new URL(url).pathname === path)).toBe(true);
    });
  }
});
