import type { ClientDirective } from "astro";
import visible from "astro/runtime/client/visible.js";

/**
 * `client:painted`: Astro's `client:visible`, started once the page has painted its content. An island in the
 * first screen would otherwise fetch React before the first contentful paint (docs/decisions/0015). */
declare module "astro" {
  interface AstroClientDirectives {
    "client:painted"?: boolean;
  }
}

/** The first contentful paint; at once where the browser does not report paints, and after
 * PAINT_WAIT_MS where it has reported none (a page loaded in a background tab may never). */
export const PAINT_WAIT_MS = 3000;
const painted = new Promise<void>((resolve) => {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return resolve();
  setTimeout(resolve, PAINT_WAIT_MS);
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    resolve();
  }).observe({ type: "paint", buffered: true });
});

const paintedDirective: ClientDirective = async (load, options, el) => {
  await painted;
  await visible(load, options, el);
};

export default paintedDirective;
