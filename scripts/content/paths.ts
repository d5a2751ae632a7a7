/**
 * Every path the site prerenders beyond the route table's pages: one per collection entry (the
 * file names under content/), the blog's later archive pages and its category pages. Read from
 * the file names, so it works before the content build has run (React Router asks for it first).
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { blogCategories } from "../../app/content/schema/collections";
import {
  BLOG_PAGE_SIZE, type EntryFormKind, type EntryLayout, blogCategoryPath, blogPagePath, canonicalPageRoutes, entryFormPath, entryFormRoutes, entryPath, entryRoutes, pageRoutes,
} from "../../app/route-table";

export const contentDir = () => process.env.CONTENT_DIR ?? "content";

function entrySlugs(folder: string): string[] {
  try {
    return readdirSync(path.join(contentDir(), folder))
      .filter((file) => /\.(md|ya?ml)$/.test(file))
      .map((file) => file.replace(/\.(md|ya?ml)$/, ""))
      .sort();
  } catch {
    return [];
  }
}

/** Each entry's page, then each entry's form page (Apply, Register: route-table.ts `entryFormRoutes`). */
export function entryPaths(): string[] {
  return [
    ...(Object.keys(entryRoutes) as EntryLayout[]).flatMap((layout) => entrySlugs(entryRoutes[layout].folder).map((slug) => entryPath(layout, slug))),
    ...(Object.keys(entryFormRoutes) as EntryFormKind[]).flatMap((kind) => entrySlugs(entryFormRoutes[kind].folder).map((slug) => entryFormPath(kind, slug))),
  ];
}

export function blogArchivePaths(articleCount = entrySlugs(entryRoutes.article.folder).length): string[] {
  const pages = Math.ceil(articleCount / BLOG_PAGE_SIZE);
  return [
    ...Array.from({ length: Math.max(0, pages - 1) }, (_, index) => blogPagePath(index + 2)),
    ...blogCategories.map(blogCategoryPath),
  ];
}

/**
 * Every page the build prerenders (react-router.config.ts: the route table's pages, aliases
 * too, every entry's page, the blog's archive pages), the 404 page aside: the pages whose inline
 * scripts the CSP allows (scripts/csp.ts).
 */
export function prerenderedPagePaths(): string[] {
  return [...pageRoutes.map((route) => route.path), ...entryPaths(), ...blogArchivePaths()];
}

/** Every page that is its own page (no aliases, no 404): the sitemap lists these. */
export function canonicalPaths(): string[] {
  return [...canonicalPageRoutes.map((route) => route.path), ...entryPaths(), ...blogArchivePaths()];
}

/** What site search indexes: the canonical pages except the blog's archive listings, which only repeat article cards. */
export function searchablePaths(): string[] {
  const archive = new Set(blogArchivePaths());
  return canonicalPaths().filter((path) => !archive.has(path));
}
