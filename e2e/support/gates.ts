import { type Page, expect } from "@playwright/test";
import { type EntryFormKind, type EntryLayout, entryFormKindOf, entryFormRoutes, entryRoutes } from "../../app/route-table";
import { blogArchivePaths, entryPaths, livePageRoutes } from "../../scripts/content/paths";
import { allPages } from "./content";
import { routePaths } from "./site";

/** Every route, plus an unknown path for the branded 404 page. */
export const NOT_FOUND_PROBE = "/no-such-page";
export const gatedPaths = [...routePaths, NOT_FOUND_PROBE];

/** Entry pages whose body is structured fields laid out by one template (not free Markdown). */
const STRUCTURED_ENTRY_LAYOUTS: readonly EntryLayout[] = ["job", "webinar", "advisory"];

/**
 * Pages of sections (the "page" layout) made of the same section types in the same order: one
 * template, field values apart (most service, platform and solution pages), and each alias with
 * the page it shows (the same HTML at another address).
 */
function sameTemplatePages(): { name: string; paths: string[] }[] {
  const routes = livePageRoutes();
  const bySections = new Map<string, string[]>();
  for (const route of routes.filter((candidate) => !candidate.layout && candidate.aliasOf === undefined)) {
    const sections = allPages.find((page) => page.path === route.path)?.sections.map((section) => section.type).join(", ");
    if (sections) bySections.set(sections, [...(bySections.get(sections) ?? []), route.path]);
  }
  return [
    ...[...bySections].map(([sections, paths]) => ({ name: `pages of sections ${sections}`, paths })),
    ...routes.flatMap((route) => (route.aliasOf === undefined ? [] : [{ name: `${route.aliasOf} and its alias`, paths: [route.aliasOf, route.path] }])),
  ];
}

/**
 * Families of pages generated from structured data by one template, read from the route table
 * and the content's file names (so a new job or webinar joins its family): each entry form kind
 * (Apply, Register), the job, webinar and advisory entry pages, the blog's later archive pages and
 * its category pages, the pages made of the same sections, an alias with its page. Articles, case
 * studies and policies are free Markdown: not a family.
 */
export function templateFamilies(): { name: string; paths: string[] }[] {
  const entries = entryPaths();
  const archive = blogArchivePaths();
  const entriesOf = (layout: EntryLayout) => {
    const base = entryRoutes[layout].base;
    return entries.filter((path) => path.startsWith(`${base}/`) && !path.slice(base.length + 1).includes("/"));
  };
  return [
    ...STRUCTURED_ENTRY_LAYOUTS.map((layout) => ({ name: `${layout} pages`, paths: entriesOf(layout) })),
    ...(Object.keys(entryFormRoutes) as EntryFormKind[]).map((kind) => ({
      name: `${kind} pages`,
      paths: entries.filter((path) => entryFormKindOf(path) === kind),
    })),
    { name: "blog archive pages", paths: archive.filter((path) => path.startsWith("/blog/page/")) },
    { name: "blog category pages", paths: archive.filter((path) => !path.startsWith("/blog/page/")) },
    ...sameTemplatePages(),
  ].filter((family) => family.paths.length > 1);
}

/** The gated paths checked at phone width: all but the second and later members of each template family. */
export function phonePaths(): string[] {
  const represented = new Set(templateFamilies().flatMap((family) => family.paths.slice(1)));
  return gatedPaths.filter((path) => !represented.has(path));
}

export const viewports = [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

/**
 * Scrolls to the bottom a screen at a time, so content that animates in on scroll is shown,
 * then back to the top, and waits until finite animations and transitions have finished (a
 * half-faded element would fail contrast checks that the settled page passes). At each stop it
 * waits two frames: the intersection observers behind the reveals (components/ui/reveal.tsx)
 * compute in the first frame's rendering and their callbacks run before the second. A stop
 * waits 250 ms at the most: a browser that draws no frame for a while (a busy CI machine) left
 * the frames-only wait hanging until the test's timeout. The every-page gate checks afterwards
 * that no element is left hidden.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pause = () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 250);
      });
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

/**
 * Brings every island of the page's content to life as a visitor reaching for it would: each
 * scrolled into view (client:visible) and the pointer over it, one after another, until Astro has
 * hydrated it. The no-dead-ends rule then clicks the live buttons. The top bar's search
 * (client:intent) stays asleep: its button declares the dialog it opens, and search.spec.ts
 * uses it; waking it would load React on every page for nothing the rule looks at.
 */
export async function wakeIslands(page: Page): Promise<void> {
  const islands = page.locator('astro-island[client="visible"]');
  for (let n = 0; n < (await islands.count()); n++) {
    const island = islands.nth(n);
    await island.evaluate((element) => {
      // The island element itself has no box (display: contents): scroll to what it holds.
      (element.firstElementChild ?? element).scrollIntoView({ block: "center" });
      element.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
    });
    await expect(island).not.toHaveAttribute("ssr");
  }
}
