/**
 * The route map (BRIEF.md): which page each path shows. app/routes.ts, the prerender list, the
 * sitemap and the content's link check read it.
 *
 * - `pageRoutes`: one page each, its content in content/pages/<path>.yaml (the home page in
 *   home.yaml), rendered by the module its `layout` names (app/routes/<layout>.tsx; "page" when
 *   omitted). An `aliasOf` route renders its target's page with the canonical URL pointing there.
 * - `entryRoutes`: one page per entry of a collection (an article, a job...), its path built from
 *   the entry's file name. Adding an entry adds its page; no line here.
 */
export interface PageRoute {
  path: string;
  layout?: "home" | "page" | "blog" | "policy";
  aliasOf?: string;
}

export const pageRoutes = [
  { path: "/", layout: "home" },
  { path: "/platform" },
  { path: "/products" },
  { path: "/platform/ai-security" },
  { path: "/platform/monitoring" },
  { path: "/platform/incident-response" },
  { path: "/platform/analytics" },
  { path: "/platform/threat-intelligence" },
  { path: "/platform/automation" },
  { path: "/platform/compliance" },
  { path: "/services" },
  { path: "/services/managed" },
  { path: "/services/consulting" },
  { path: "/services/red-team" },
  { path: "/services/blue-team" },
  { path: "/services/it-audit-compliance" },
  { path: "/services/iam" },
  { path: "/services/cloud-security" },
  { path: "/services/iot-security" },
  { path: "/services/incident-response" },
  { path: "/services/threat-intelligence" },
  { path: "/solutions" },
  { path: "/solutions/threat-detection" },
  { path: "/solutions/cloud-security" },
  { path: "/solutions/zero-trust" },
  { path: "/solutions/risk-management" },
  { path: "/solutions/incident-response" },
  { path: "/solutions/enterprise" },
  { path: "/solutions/healthcare" },
  { path: "/solutions/government" },
  { path: "/solutions/financial" },
  { path: "/resources" },
  { path: "/resources/docs" },
  { path: "/resources/case-studies" },
  { path: "/resources/webinars" },
  { path: "/blog", layout: "blog" },
  { path: "/clients" },
  { path: "/company/about" },
  { path: "/company", aliasOf: "/company/about" },
  { path: "/company/careers" },
  { path: "/company/contact" },
  { path: "/company/contact/demo" },
  { path: "/company/contact/sales" },
  { path: "/contact", aliasOf: "/company/contact" },
  { path: "/legal/privacy", layout: "policy" },
  { path: "/legal/cookies", layout: "policy" },
] as const satisfies readonly PageRoute[];

/**
 * The page each form lives on, for buttons that name a form (`form: schedule-demo` on a mail
 * action): with a form service configured they lead there instead of composing a mail.
 */
export const formPages = {
  contact: "/company/contact",
  "schedule-demo": "/company/contact/demo",
  "contact-sales": "/company/contact/sales",
} as const;
export type FormPageId = keyof typeof formPages;

/** Collections whose every entry is a page, at `${base}/<file name>`. */
export const entryRoutes = {
  article: { base: "/blog", folder: "articles" },
  "case-study": { base: "/resources/case-studies", folder: "case-studies" },
  webinar: { base: "/resources/webinars", folder: "webinars" },
  job: { base: "/company/careers", folder: "jobs" },
} as const;
export type EntryLayout = keyof typeof entryRoutes;

export function entryPath(layout: EntryLayout, slug: string): string {
  return `${entryRoutes[layout].base}/${slug}`;
}

/**
 * The parameterised routes that have pages to prerender, given the entries' paths and the blog's
 * archive paths (scripts/content/paths.ts). React
 * Router refuses to build (with `ssr: false`) a route whose loader no prerendered path reaches,
 * so a collection with no entries yet (no webinars this quarter) or a blog that fits on one page
 * leaves its route out instead of breaking the build.
 */
export function routesWithPages(entries: readonly string[], archive: readonly string[]): { layouts: EntryLayout[]; blogPages: boolean } {
  return {
    layouts: (Object.keys(entryRoutes) as EntryLayout[]).filter((layout) => entries.some((path) => path.startsWith(`${entryRoutes[layout].base}/`))),
    blogPages: archive.some((path) => path.startsWith("/blog/page/")),
  };
}

/** The blog's archive pages beyond the first (/blog/page/2) and its category pages. */
export const BLOG_PAGE_SIZE = 4;
export const blogPagePath = (page: number) => (page <= 1 ? "/blog" : `/blog/page/${page}`);
export const blogCategoryPath = (category: string) => `/blog/category/${category}`;

export const NOT_FOUND_PATH = "/404";

/** Routes that are their own page (aliases excluded). */
export const canonicalPageRoutes: readonly PageRoute[] = pageRoutes.filter((entry: PageRoute) => entry.aliasOf === undefined);

/** The content entry a page route shows: content/pages/<this>.yaml, or a policy's file name. */
export function pageEntryName(path: string): string {
  return path === "/" ? "home" : path.slice(1);
}
