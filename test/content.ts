/**
 * The built content (the content build's output) for tests: pages by path, as pages receive them.
 */
import { entriesIn, siteEntries } from "~/content-layer/store";
import type { EntryMap, Folder } from "~/collections/list";
import type { Page } from "~/content/types";

const allPages = await siteEntries("pages");

/** The titles of those of `paths` that are pages, in order: the ancestors a trail names (a moved
 * or removed page is none of them). */
export const pageTitles = (...paths: string[]) =>
  paths.flatMap((path) =>
    allPages.filter((page) => page.path === path).map((page) => page.meta.title),
  );

export function pageAt(path: string): Page {
  const page = allPages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No content page for ${path}`);
  return page;
}

/** The entry of a collection at `slug` (a launch test names the fixture's own). */
export async function entryAt<K extends Folder>(folder: K, slug: string): Promise<EntryMap[K]> {
  const entry = (await entriesIn(folder)).find((candidate) => candidate.slug === slug);
  if (!entry) throw new Error(`No entry ${slug} in ${folder}`);
  return entry;
}
