/**
 * The built content (the content build's output) for tests: pages by path, as pages receive them.
 */
import { allPages } from "~/content/store";
import type { Page } from "~/content/types";

export function pageAt(path: string): Page {
  const page = allPages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No content page for ${path}`);
  return page;
}
