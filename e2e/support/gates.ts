import { type Page, expect } from "@playwright/test";
import {
  type EntryFormKind,
  type EntryLayout,
  entryFormKindOf,
  entryFormRoutes,
  entryRoutes,
} from "../../app/route-table";
import {
  type PageAddress,
  blogArchivePaths,
  entryPaths,
  livePages,
} from "../../app/content-layer/addresses";
import { allPages } from "./content";
import { everyEntryCollection } from "../../app/collections/list";
import { routePaths } from "./site";

/** Every route, plus an unknown path for the branded 404 page. */
export const NOT_FOUND_PROBE = "/no-such-page";
export const gatedPaths = [...routePaths, NOT_FOUND_PROBE];

/** Entry pages whose body is structured fields laid out by one template (not free Markdown). */
const STRUCTURED_ENTRY_LAYOUTS: readonly EntryLayout[] = ["job", "webinar", "advisory"];

/** Pages of sections (the "page" layout) with the same section types in the same order: one template, field values
 * apart (a form section counts with its form: each form has controls of its own); and each alias with the page it
 * shows (the same HTML at another address). */
function sameTemplatePages(): { name: string; paths: string[] }[] {
  const routes = livePages();
  const aliasesOf = (path: string) =>
    routes.flatMap((route) => (route.aliasOf === path ? [route.path] : []));
  const bySections = new Map<string, string[]>();
  for (const route of routes.filter(isSectionsPage)) {
    const sections = allPages
      .find((page) => page.path === route.path)
      ?.sections.map((section) => (section.type === "form" ? `form ${section.form}` : section.type))
      .join(", ");
    // A page's aliases join its family: the same HTML, whichever member is visited.
    if (sections)
      bySections.set(sections, [
        ...(bySections.get(sections) ?? []),
        route.path,
        ...aliasesOf(route.path),
      ]);
  }
  return [
    ...[...bySections].map(([sections, paths]) => ({
      name: `pages of sections ${sections}`,
      paths,
    })),
    ...routes
      .filter((route) => !isSectionsPage(route) && route.aliasOf === undefined)
      .flatMap((route) =>
        aliasesOf(route.path).length
          ? [
              {
                name: `${route.path} and its aliases`,
                paths: [route.path, ...aliasesOf(route.path)],
              },
            ]
          : [],
      ),
  ];
}

/** A page of sections with no layout of its own: not the home page (its scene), the blog (its list), a policy or an alias. */
function isSectionsPage(route: PageAddress): boolean {
  if (route.policy || route.aliasOf !== undefined || route.path === "/") return false;
  return !allPages
    .find((page) => page.path === route.path)
    ?.sections.some((section) => section.type === "blog");
}

/** Families of pages one template generates from structured data, read from the collections' bases and file names so
 * a new job or webinar joins its family. Articles, case studies and policies are free Markdown: not a family. */
export function templateFamilies(): { name: string; paths: string[] }[] {
  const entries = entryPaths();
  const archive = blogArchivePaths();
  const entriesOf = (layout: EntryLayout) => {
    const base = entryRoutes[layout].base;
    return entries.filter(
      (path) => path.startsWith(`${base}/`) && !path.slice(base.length + 1).includes("/"),
    );
  };
  return [
    ...STRUCTURED_ENTRY_LAYOUTS.map((layout) => ({
      name: `${layout} pages`,
      paths: entriesOf(layout),
    })),
    ...(Object.keys(entryFormRoutes) as EntryFormKind[]).map((kind) => ({
      name: `${kind} pages`,
      paths: entries.filter((path) => entryFormKindOf(path) === kind),
    })),
    { name: "blog archive pages", paths: archive.filter((path) => path.startsWith("/blog/page/")) },
    {
      name: "blog category pages",
      paths: archive.filter((path) => !path.startsWith("/blog/page/")),
    },
    ...sameTemplatePages(),
  ].filter((family) => family.paths.length > 1);
}

/** Pages whose free-Markdown body one template lays out (articles, case studies, press releases, policies): bodies are
 * checked on every one at desktop width; at phone width only the template's layout differs, which one member shows. */
export function markdownFamilies(): { name: string; paths: string[] }[] {
  const entries = entryPaths();
  const entriesOf = (layout: EntryLayout) => {
    const base = entryRoutes[layout].base;
    return entries.filter(
      (path) => path.startsWith(`${base}/`) && !path.slice(base.length + 1).includes("/"),
    );
  };
  return [
    { name: "articles", paths: entriesOf("article") },
    { name: "case studies", paths: entriesOf("case-study") },
    ...everyEntryCollection
      .filter(({ section }) => section === "entries")
      .map(({ id, folder }) => ({ name: folder, paths: entriesOf(id) })),
    {
      name: "policies",
      paths: livePages()
        .filter((route) => route.policy)
        .map((route) => route.path),
    },
  ].filter((family) => family.paths.length > 1);
}

/** `paths` less the second and later members of each family. */
const firstMembers = (paths: string[], families: { paths: string[] }[]) => {
  const represented = new Set(families.flatMap((family) => family.paths.slice(1)));
  return paths.filter((path) => !represented.has(path));
};

/** The gated paths visited at desktop width: all but the later members of each template family
 * (their pages' files are checked one by one without a browser: test/built). */
export function desktopPaths(): string[] {
  return firstMembers(gatedPaths, templateFamilies());
}

let sectionTypesByPath: Map<string, string[]> | undefined;
/** The section types of a page of sections (the "page" layout) or of an alias of one; undefined for any other page. */
export function sectionTypesOf(path: string): string[] | undefined {
  if (!sectionTypesByPath) {
    const types = new Map(
      livePages()
        .filter(isSectionsPage)
        .map((route) => [
          route.path,
          allPages
            .find((page) => page.path === route.path)
            ?.sections.map((section) => section.type) ?? [],
        ]),
    );
    for (const route of livePages())
      if (route.aliasOf !== undefined && types.has(route.aliasOf))
        types.set(route.path, types.get(route.aliasOf) ?? []);
    sectionTypesByPath = types;
  }
  return sectionTypesByPath.get(path);
}

/** The gated paths visited at phone width: the desktop ones less later Markdown family members, and only as many pages
 * of sections as show every section type (most types first): a section's phone layout is its component's, whichever
 * page holds it; its field values are checked on every page at desktop. */
export function phonePaths(): string[] {
  const candidates = firstMembers(desktopPaths(), markdownFamilies());
  const sectionPages = candidates.filter((path) => sectionTypesOf(path) !== undefined);
  const uncovered = new Set(sectionPages.flatMap((path) => sectionTypesOf(path) ?? []));
  const chosen = new Set<string>();
  while (uncovered.size > 0) {
    const gain = (path: string) =>
      new Set((sectionTypesOf(path) ?? []).filter((type) => uncovered.has(type))).size;
    const best = sectionPages
      .filter((path) => !chosen.has(path))
      .reduce((a, b) => (gain(b) > gain(a) ? b : a));
    chosen.add(best);
    for (const type of sectionTypesOf(best) ?? []) uncovered.delete(type);
  }
  return candidates.filter((path) => sectionTypesOf(path) === undefined || chosen.has(path));
}

export const viewports = [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

/** Scrolls through a screen at a time so scroll-revealed content shows, then waits for finite animations to end (a
 * half-faded element fails contrast the settled page passes). A stop waits two frames for the reveals' observers
 * (components/ui/reveal.tsx), or 250 ms if none is drawn; the every-page gate then checks nothing stays hidden. */
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
    // A stop the browser drew no frame at (a busy machine) can leave an element unseen: bring each
    // one still waiting into view, as a visitor reading down to it would, and give it a second.
    for (const element of document.querySelectorAll('[data-reveal="pending"]')) {
      element.scrollIntoView({ block: "center" });
      for (
        let waited = 0;
        waited < 1000 && element.getAttribute("data-reveal") === "pending";
        waited += 50
      )
        await new Promise((resolve) => setTimeout(resolve, 50));
    }
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

/** Hydrates every island of the page's content as a visitor reaching for it would (scrolled into view, pointer over it),
 * so the no-dead-ends rule clicks live buttons. The top bar's search (client:intent) stays asleep: its button declares
 * its dialog, and waking it would load React on every page for nothing the rule looks at. */
export async function wakeIslands(page: Page): Promise<void> {
  const islands = page.locator('astro-island[client="painted"]');
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
