import type { Page } from "@playwright/test";
import { routePaths } from "./site";

/** Every route, plus an unknown path for the branded 404 page. */
export const NOT_FOUND_PROBE = "/no-such-page";
export const gatedPaths = [...routePaths, NOT_FOUND_PROBE];

export const viewports = [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

/**
 * Scrolls to the bottom a screen at a time, so content that animates in on scroll is shown,
 * then back to the top, and waits until finite animations and transitions have finished (a
 * half-faded element would fail contrast checks that the settled page passes).
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 60));
    for (
      let y = 0;
      y < document.documentElement.scrollHeight;
      y += Math.round(window.innerHeight * 0.8)
    ) {
      window.scrollTo(0, y);
      await pause();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await pause();
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== "running" ||
            animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 10_000 },
  );
}
