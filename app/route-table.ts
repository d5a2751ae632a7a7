// The site's addresses that are code: each collection's base, the entries' form pages, the blog's archive, the
// well-known files. A page's address is its file (content/pages/<address>.yaml), never a line here.

/** The address of content/pages/<file>.yaml ("services/red-team"); home.yaml is the home page. */
export const pagePath = (file: string): string => (file === "home" ? "/" : `/${file}`);

/** A policy's address: its `path:` when it names one, else /legal/<file name>. */
export const policyPath = (slug: string, path?: string): string => path ?? `/legal/${slug}`;

/** The collections whose every entry is a page, at `${base}/<file name>`, read from content/<folder>/ (each
 * defined in app/collections/); `kind` names one entry on its share image and page. */
export const entryRoutes = {
  article: { base: "/blog", folder: "articles", kind: "Article" },
  "case-study": { base: "/resources/case-studies", folder: "case-studies", kind: "Case study" },
  webinar: { base: "/resources/webinars", folder: "webinars", kind: "Webinar" },
  job: { base: "/company/careers", folder: "jobs", kind: "Job opening" },
  advisory: { base: "/security/advisories", folder: "advisories", kind: "Security advisory" },
  research: { base: "/research", folder: "research", kind: "Threat research" },
  "press-release": { base: "/company/press", folder: "press-releases", kind: "Press release" },
} as const;
export type EntryLayout = keyof typeof entryRoutes;

export function entryPath(layout: EntryLayout, slug: string): string {
  return `${entryRoutes[layout].base}/${slug}`;
}

// Pages with one entry's form (Apply for a job, Register for a webinar or an event), at
// `${base}/<file name>/${suffix}`: apart, so the entry pages load no form code. Events have no page
// of their own: their register page leads back to the page listing them (app/page-data/entry-form.server.ts).
export const entryFormRoutes = {
  apply: { ...entryRoutes.job, suffix: "apply", form: "apply" },
  "webinar-register": { ...entryRoutes.webinar, suffix: "register", form: "register" },
  "event-register": {
    base: "/resources/events",
    folder: "events",
    suffix: "register",
    form: "register",
  },
} as const;
export type EntryFormKind = keyof typeof entryFormRoutes;

export function entryFormPath(kind: EntryFormKind, slug: string): string {
  return `${entryFormRoutes[kind].base}/${slug}/${entryFormRoutes[kind].suffix}`;
}

/** Which entry form page a path is (the e2e gates sort the built pages by it). */
export function entryFormKindOf(path: string): EntryFormKind | undefined {
  return (Object.keys(entryFormRoutes) as EntryFormKind[]).find((kind) => {
    const { base, suffix } = entryFormRoutes[kind];
    return new RegExp(`^${base}/[a-z0-9-]+/${suffix}$`).test(path);
  });
}

/** Where a webinar's or event's calendar file (RFC 5545, written by the build) is served. */
export const calendarPath = (kind: "webinar" | "event", slug: string) =>
  `/calendar/${kind}-${slug}.ics`;

/** The blog's archive pages beyond the first (/blog/page/2) and its category pages. */
export const BLOG_PAGE_SIZE = 4;
export const blogPagePath = (page: number) => (page <= 1 ? "/blog" : `/blog/page/${page}`);
export const blogCategoryPath = (category: string) => `/blog/category/${category}`;

/** A list's three feeds beside it, as its `[feed].ts` route serves them. */
export const feedsAt = (base: string) => ({
  rss: `${base}/rss.xml`,
  atom: `${base}/atom.xml`,
  json: `${base}/feed.json`,
});

/** Files under /.well-known/ (RFC 8615) the build writes or public/ holds: security.txt (RFC 9116),
 * the security team's OpenPGP key, the CSAF provider metadata. Content may link to them. */
export const wellKnown = {
  securityTxt: "/.well-known/security.txt",
  pgpKey: "/.well-known/pgp-key.txt",
  csafProviderMetadata: "/.well-known/csaf/provider-metadata.json",
} as const;

/** The folder of the CSAF documents for everyone (TLP:WHITE), with index.txt and changes.csv. */
export const CSAF_DIRECTORY = "/.well-known/csaf/white";

/** An advisory's CSAF document: <directory>/<year of its first release>/<id in lower case>.json,
 * the file name CSAF 2.0 (section 5.1) derives from the tracking id. */
export function csafDocumentPath(id: string, released: string): string {
  return `${CSAF_DIRECTORY}/${released.slice(0, 4)}/${id.toLowerCase().replace(/[^+\-a-z0-9]+/g, "_")}.json`;
}

export const advisoryFeeds = feedsAt("/security/advisories");

/** A research report's files for machines, beside its page (/research/<slug>/...). */
export const researchFiles = (slug: string) => ({
  stix: `/research/${slug}/stix.json`,
  csv: `/research/${slug}/indicators.csv`,
  navigator: `/research/${slug}/navigator.json`,
});
/** Detection rules, by their file name in content/research/rules/. */
export const researchRulePath = (file: string) => `/research/rules/${file}`;
/** The page gathering what we have written about one ATT&CK technique: a sub-technique under its parent, as ATT&CK's own site has it (/research/techniques/T1059/001). */
export const researchTechniquePath = (id: string) => `/research/techniques/${id.replace(".", "/")}`;
/** The MISP feed of every report (manifest.json, one event per report, hashes.csv), and the research feeds. */
export const RESEARCH_MISP_FEED = "/research/misp";
export const researchFeeds = feedsAt("/research");
