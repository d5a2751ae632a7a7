/**
 * The route map (BRIEF.md): which page each path shows. app/routes.ts, the prerender list, the
 * sitemap and the content's link check read it.
 *
 * - `pageRoutes`: one page each, its content in content/pages/<path>.yaml (the home page in
 *   home.yaml), rendered with the layout its `layout` names (app/loaders/views.server.ts; "page" when
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
  { path: "/company/careers/resume" },
  { path: "/company/contact" },
  { path: "/company/contact/demo" },
  { path: "/company/contact/sales" },
  { path: "/contact", aliasOf: "/company/contact" },
  { path: "/legal/privacy", layout: "policy" },
  { path: "/legal/cookies", layout: "policy" },
  { path: "/security", layout: "policy" },
  { path: "/security/thanks", layout: "policy" },
  { path: "/security/advisories" },
  { path: "/emergency" },
  { path: "/trust" },
] as const satisfies readonly PageRoute[];

/**
 * The page each form lives on, for buttons that name a form (`form: schedule-demo` on a mail
 * action): with a form service configured they lead there instead of composing a mail.
 */
export const formPages = {
  contact: "/company/contact",
  "schedule-demo": "/company/contact/demo",
  "contact-sales": "/company/contact/sales",
  "submit-resume": "/company/careers/resume",
} as const;
export type FormPageId = keyof typeof formPages;

/** Collections whose every entry is a page, at `${base}/<file name>`. */
export const entryRoutes = {
  article: { base: "/blog", folder: "articles" },
  "case-study": { base: "/resources/case-studies", folder: "case-studies" },
  webinar: { base: "/resources/webinars", folder: "webinars" },
  job: { base: "/company/careers", folder: "jobs" },
  advisory: { base: "/security/advisories", folder: "advisories" },
} as const;
export type EntryLayout = keyof typeof entryRoutes;

export function entryPath(layout: EntryLayout, slug: string): string {
  return `${entryRoutes[layout].base}/${slug}`;
}

/**
 * Pages with one entry's form, at `${base}/<file name>/${suffix}`: Apply Now for each job,
 * Register for each webinar and each event. Pages of their own, so that the job and webinar pages
 * stay HTML only and load no form code (the form page's form is its one island). Events
 * have no page of their own: their register page leads back to the list that shows them.
 */
export const entryFormRoutes = {
  apply: { base: "/company/careers", folder: "jobs", suffix: "apply", form: "apply" },
  "webinar-register": { base: "/resources/webinars", folder: "webinars", suffix: "register", form: "register" },
  "event-register": { base: "/resources/events", folder: "events", suffix: "register", form: "register", back: "/resources#events" },
} as const;
export type EntryFormKind = keyof typeof entryFormRoutes;

export function entryFormPath(kind: EntryFormKind, slug: string): string {
  return `${entryFormRoutes[kind].base}/${slug}/${entryFormRoutes[kind].suffix}`;
}

/** Which entry form page a path is (the route module's loader asks). */
export function entryFormKindOf(path: string): EntryFormKind | undefined {
  return (Object.keys(entryFormRoutes) as EntryFormKind[]).find((kind) => {
    const { base, suffix } = entryFormRoutes[kind];
    return path.startsWith(`${base}/`) && path.endsWith(`/${suffix}`) && path.slice(base.length + 1, -suffix.length - 1).match(/^[a-z0-9-]+$/);
  });
}

/** The blog's archive pages beyond the first (/blog/page/2) and its category pages. */
export const BLOG_PAGE_SIZE = 4;
export const blogPagePath = (page: number) => (page <= 1 ? "/blog" : `/blog/page/${page}`);
export const blogCategoryPath = (category: string) => `/blog/category/${category}`;

export const NOT_FOUND_PATH = "/404";

/**
 * Files under /.well-known/ (RFC 8615) the build writes or public/ holds: security.txt (RFC 9116),
 * the security team's OpenPGP key, the CSAF provider metadata. Content may link to them.
 */
export const wellKnown = {
  securityTxt: "/.well-known/security.txt",
  pgpKey: "/.well-known/pgp-key.txt",
  csafProviderMetadata: "/.well-known/csaf/provider-metadata.json",
} as const;

/** The folder of the CSAF documents for everyone (TLP:WHITE), with index.txt and changes.csv. */
export const CSAF_DIRECTORY = "/.well-known/csaf/white";

/**
 * An advisory's CSAF document: <directory>/<year of its first release>/<id in lower case>.json,
 * the file name CSAF 2.0 (section 5.1) derives from the tracking id.
 */
export function csafDocumentPath(id: string, released: string): string {
  return `${CSAF_DIRECTORY}/${released.slice(0, 4)}/${id.toLowerCase().replace(/[^+\-a-z0-9]+/g, "_")}.json`;
}

/** The advisories' feeds, beside their list page. */
export const advisoryFeeds = {
  rss: "/security/advisories/rss.xml",
  atom: "/security/advisories/atom.xml",
  json: "/security/advisories/feed.json",
} as const;

/**
 * Routes that are their own page (aliases excluded). Marked pure so that the browser bundle,
 * which imports only the path helpers above, drops the route list instead of shipping it.
 */
export const canonicalPageRoutes: readonly PageRoute[] = /* @__PURE__ */ pageRoutes.filter((entry: PageRoute) => entry.aliasOf === undefined);

/** The content entry a page route shows: content/pages/<this>.yaml, or a policy's file name. */
export function pageEntryName(path: string): string {
  return path === "/" ? "home" : path.slice(1);
}
