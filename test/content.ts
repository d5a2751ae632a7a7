/**
 * The built content (the content build's output) for tests: pages by path, as pages receive them.
 */
import { allPages } from "~/content-layer/store";
import type { Page } from "~/content/types";

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
