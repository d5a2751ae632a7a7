// The shapes components receive, all inferred from the schemas and the content build's output, never
// restated by hand. Pages arrive resolved: figures carry their claim's value, placeholders their text.
import type { z } from "zod";
import type {
  AdvisoryEntry,
  ArticleEntry,
  CaseStudyEntry,
  Certification,
  EventItem,
  JobEntry,
  PolicyEntry,
  Page,
  PressReleaseEntry,
  ResearchEntry,
  WebinarEntry,
} from "../content-layer/store";
import type { action, icon } from "./schema/fields";
import type { Section } from "./schema/resolved";
import type { NativePost } from "~/forms/adapters/types";
import type { FormDefinition } from "~/forms/schema";
import type { ListedCard } from "../collections/collection";

export type IconName = z.infer<typeof icon>;
export type Action = z.infer<typeof action>;

export type { Figure, ResolvedPage, Section } from "./schema/resolved";

export type SectionType = Section["type"];
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;

export type { ArticleEntry, CaseStudyEntry, EventItem, JobEntry, Page, ResearchEntry };
export type Hero = Page["hero"];

/* Collection entries as lists and pages show them (without their rendered bodies on cards). */
type Card<T> = Omit<T, "html" | "toc" | "words">;
export type ArticleCard = Card<ArticleEntry>;
export type JobOpening = Card<JobEntry>;
export type CaseStudy = Card<CaseStudyEntry>;
export type Webinar = Card<WebinarEntry>;
export type AdvisoryCard = Card<AdvisoryEntry>;

/** The collection entries a page's list sections show, looked up by the page's loader. */
export interface PageLists {
  /** The definitions of the page's forms (content/forms), by id. */
  forms?: Record<string, FormDefinition>;
  /** How each of those forms posts without JavaScript (null: it composes mail), by form id. */
  formPosts?: Record<string, NativePost | null>;
  articles?: ArticleCard[];
  jobs?: JobOpening[];
  caseStudies?: CaseStudy[];
  webinars?: Webinar[];
  events?: EventItem[];
  advisories?: AdvisoryCard[];
  research?: ResearchCard[];
  certifications?: Certification[];
  /** The entries of the collections with no code of their own that `entries` sections list, by family. */
  entries?: Partial<Record<string, SimpleCard[]>>;
}

/** An entry of a collection with no code of its own as lists show it: no body, with its address. */
export type SimpleCard = ListedCard;

/** A research report as lists show it: no body, no indicator values, no rule text. */
export type ResearchCard = Omit<Card<ResearchEntry>, "indicators" | "rules" | "content"> & {
  indicatorCount: number;
};

/* What the entry pages render (their loaders add the page's tags). */
/** A breadcrumb trail, Home first: the page shows the one its BreadcrumbList gives search engines. */
export type Trail = [name: string, path: string][];
export interface ArticleView {
  trail: Trail;
  article: ArticleEntry;
  categoryName: string;
  newer?: ArticleCard;
  older?: ArticleCard;
  related: ArticleCard[];
}
/** The page of an entry of a collection with no code of its own: its family, the entry, its breadcrumb trail. */
export interface SimpleEntryView {
  /** One entry of its collection in words ("Press release"). */
  kind: string;
  entry: PressReleaseEntry;
  trail: Trail;
}
export interface CaseStudyView {
  trail: Trail;
  study: CaseStudyEntry;
  others: CaseStudy[];
}
export interface WebinarView {
  trail: Trail;
  webinar: WebinarEntry;
  /** The session's calendar file (.ics). */
  calendar: string;
}
export type JobView = { job: JobEntry };
/** A page with one entry's form (Apply Now for a job, Register for a webinar or an event). */
export interface EntryFormView {
  form: FormDefinition;
  /** The job, webinar or event, as the form sends it (the definition's `parameter`). */
  parameter: string;
  /** How the form posts without JavaScript (null: it composes mail). */
  post: NativePost | null;
  title: string;
  eyebrow: string;
  intro: string;
  trail: (readonly [name: string, path: string])[];
  back: { label: string; to: string };
}
export interface AdvisoryView {
  trail: Trail;
  advisory: AdvisoryEntry;
  /** The advisory as a CSAF 2.0 document (app/lib/csaf.ts). */
  csaf: string;
}
export type PolicyView = { policy: PolicyEntry; trail: Trail };

/** Which slice of the blog archive a blog URL shows. */
export interface BlogView {
  /** 1 on /blog, n on /blog/page/n; 1 on a category page (it lists the whole category). */
  pageNumber: number;
  pageCount: number;
  /** The category slug on /blog/category/<slug>. */
  category?: string;
  pageSize: number;
}
