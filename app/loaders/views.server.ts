import { blogArchivePaths, entryPaths, livePageRoutes } from "../../scripts/content/paths";
import { type EntryLayout, entryFormKindOf, entryFormRoutes, entryRoutes } from "~/route-table";
import { type ArticleData, articleData } from "./article.server";
import { type BlogData, blogData } from "./blog.server";
import { type EntryFormData, entryFormData } from "./entry-form.server";
import {
  type AdvisoryData,
  type CaseStudyData,
  type JobData,
  type PolicyData,
  type WebinarData,
  advisoryData,
  caseStudyData,
  jobData,
  policyData,
  webinarData,
} from "./entries.server";
import { type PageData, pageData } from "./page.server";

/**
 * What each prerendered page shows, by its layout: app/pages/[...path].astro renders one of these
 * for every path the site has (the route table's live pages, every entry's page and form page,
 * the blog's archive pages). All of it is read at build; none of it ships as code.
 */
export type PageView =
  // One member per layout: a member shared by two would not narrow away in the route's ternary.
  | { layout: "home"; data: PageData }
  | { layout: "page"; data: PageData }
  | { layout: "blog"; data: BlogData }
  | { layout: "policy"; data: PolicyData }
  | { layout: "article"; data: ArticleData }
  | { layout: "case-study"; data: CaseStudyData }
  | { layout: "webinar"; data: WebinarData }
  | { layout: "job"; data: JobData }
  | { layout: "advisory"; data: AdvisoryData }
  | { layout: "entry-form"; data: EntryFormData };

const entryData = {
  article: (slug: string) => ({ layout: "article", data: articleData(slug) }),
  "case-study": (slug: string) => ({ layout: "case-study", data: caseStudyData(slug) }),
  webinar: (slug: string) => ({ layout: "webinar", data: webinarData(slug) }),
  job: (slug: string) => ({ layout: "job", data: jobData(slug) }),
  advisory: (slug: string) => ({ layout: "advisory", data: advisoryData(slug) }),
} satisfies Record<EntryLayout, (slug: string) => PageView>;

/** An entry's page or an entry's form page, by its path. */
function entryView(path: string): PageView {
  const formKind = entryFormKindOf(path);
  if (formKind) {
    const { base, suffix } = entryFormRoutes[formKind];
    return { layout: "entry-form", data: entryFormData(formKind, path.slice(base.length + 1, -suffix.length - 1)) };
  }
  const layout = (Object.keys(entryRoutes) as EntryLayout[]).find((candidate) => path.startsWith(`${entryRoutes[candidate].base}/`));
  if (!layout) throw new Error(`No entry layout serves ${path}`);
  return entryData[layout](path.slice(entryRoutes[layout].base.length + 1));
}

/** A blog archive page: /blog/page/<n> or /blog/category/<name>. */
function archiveView(path: string): PageView {
  const [, , kind, value] = path.split("/");
  return { layout: "blog", data: blogData(kind === "page" ? { page: value } : { category: value }) };
}

export function pageViews(): { path: string; view: PageView }[] {
  return [
    ...livePageRoutes().map(({ path, layout = "page" }) => ({
      path,
      view: (layout === "blog" ? { layout, data: blogData({}) } : layout === "policy" ? { layout, data: policyData(path) } : { layout, data: pageData(path) }) satisfies PageView,
    })),
    ...entryPaths().map((path) => ({ path, view: entryView(path) })),
    ...blogArchivePaths().map((path) => ({ path, view: archiveView(path) })),
  ];
}
