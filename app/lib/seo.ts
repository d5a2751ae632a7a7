import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";

export interface SeoInput {
  /** Page name; the template appends the company name. */
  title: string;
  description: string;
  /** Canonical path of the page (aliases pass their target's path). */
  path: string;
  type?: "website" | "article";
}

export function pageTitle(title: string): string {
  return title === site.name ? title : `${title} | ${site.name}`;
}

export function absoluteUrl(path: string): string {
  return `${site.origin}${path.startsWith("/") ? path : `/${path}`}`;
}

/**
 * Every route's meta comes from here: in React Router a child's `meta` replaces its parent's,
 * so a route that built its own tags would silently lose the site-wide ones.
 */
export function seo({ title, description, path, type = "website" }: SeoInput): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  const url = absoluteUrl(path);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
  ];
}

/** Meta for a page written as content data. */
export function pageSeo(page: { path: string; meta: { title: string; description: string } }) {
  return seo({ ...page.meta, path: page.path });
}
