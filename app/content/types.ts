// The shapes components receive, all inferred from the schemas and the content build's output, never
// restated by hand. Pages arrive resolved: figures carry their claim's value, placeholders their text.
import type { z } from "zod";
import type { Research, Advisory as AdvisoryEntry, Article, Certification as CertificationEntry, CaseStudy as CaseStudyEntry, Event, Job, Page as PageEntry, Policy as PolicyEntry, Webinar as WebinarEntry } from "./store";
import type { action, claimValueOutput, figureOutput, icon } from "./schema/fields";
import type { pageSchema } from "./schema/collections";
import type { sectionSchemas } from "./schema/sections";
import type { NativePost } from "~/forms/adapters/types";
import type { FormDefinition } from "~/forms/schema";
import type { SimpleEntry } from "./read";
import type { SimpleFamily } from "./schema/families";

export type IconName = z.infer<typeof icon>;
export type Action = z.infer<typeof action>;

export type Figure = z.infer<typeof figureOutput>;
type ResolvedSection = z.infer<ReturnType<typeof sectionSchemas<typeof figureOutput, typeof claimValueOutput>>>;
export type ResolvedPage = Omit<z.infer<typeof pageSchema>, "sections"> & { sections: ResolvedSection[] };

export type SectionType = ResolvedSection["type"];
export type SectionOf<T extends SectionType> = Extract<ResolvedSection, { type: T }>;
export type Section = ResolvedSection;

export type Page = PageEntry;
export type Hero = Page["hero"];

/* Section shapes by name, for the components that render them. */
export type FeatureGridSection = SectionOf<"features">;
export type CapabilitiesSection = SectionOf<"capabilities">;
export type BenefitsSection = SectionOf<"benefits">;
export type StatsSection = SectionOf<"stats">;
export type CtaSection = SectionOf<"cta">;
export type ServiceGroupsSection = SectionOf<"service-groups">;
export type MethodologySection = SectionOf<"methodology">;
export type StandardsSection = SectionOf<"standards">;
export type EmergencyResponseSection = SectionOf<"emergency-response">;
export type IndustryCardsSection = SectionOf<"industry-cards">;
export type EventsSection = SectionOf<"events">;
export type DocsSection = SectionOf<"docs">;
export type DocCategory = DocsSection["categories"][number];
export type CaseStudiesSection = SectionOf<"case-studies">;
export type AdvisoriesSection = SectionOf<"advisories">;
export type ResearchSection = SectionOf<"research">;
export type HotlinesSection = SectionOf<"hotlines">;
export type CertificationsSection = SectionOf<"certifications">;
export type SubprocessorsSection = SectionOf<"subprocessors">;
export type WebinarsSection = SectionOf<"webinars">;
export type BlogSection = SectionOf<"blog">;
export type BlogCategory = BlogSection["categories"][number];
export type NewsletterSection = SectionOf<"newsletter">;
export type JobsSection = SectionOf<"jobs">;
export type StorySection = SectionOf<"story">;
export type LeadershipSection = SectionOf<"leadership">;
export type TimelineSection = SectionOf<"timeline">;
export type OfficesSection = SectionOf<"offices">;
export type ContactSection = SectionOf<"contact">;
export type FormSection = SectionOf<"form">;
export type LogosSection = SectionOf<"logos">;
export type StatCardsSection = SectionOf<"stat-cards">;
export type StatCard = StatCardsSection["items"][number];
export type StatStatus = StatCard["status"];
export type TeamsSection = SectionOf<"teams">;
export type IntegrationsSection = SectionOf<"integrations">;
export type LifecycleSection = SectionOf<"lifecycle">;
export type WorkflowStatusSection = SectionOf<"workflow-status">;
export type WorkflowState = WorkflowStatusSection["items"][number]["state"];
export type DashboardSection = SectionOf<"dashboard">;
export type ThreatFeedItem = DashboardSection["feed"][number];
export type ThreatSeverity = ThreatFeedItem["severity"];
export type AptGroup = DashboardSection["aptGroups"][number];
export type HuntOperation = DashboardSection["hunts"][number];
export type HuntStatus = HuntOperation["status"];
export type DashboardAlert = DashboardSection["alerts"][number];
export type AlertStatus = DashboardAlert["status"];

/* Collection entries as lists and pages show them (without their rendered bodies on cards). */
type Card<T> = Omit<T, "html" | "toc" | "words">;
export type ArticleCard = Card<Article>;
export type ArticleEntry = Article;
export type JobOpening = Card<Job>;
export type JobEntry = Job;
export type CaseStudy = Card<CaseStudyEntry>;
export type CaseStudyPageEntry = CaseStudyEntry;
export type Webinar = Card<WebinarEntry>;
export type EventItem = Event;
export type AdvisoryCard = Card<AdvisoryEntry>;
export type Certification = CertificationEntry;

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
  entries?: Partial<Record<SimpleFamily, SimpleCard[]>>;
}

/** An entry of a collection with no code of its own as lists show it: no body, with its address. */
export type SimpleCard = Card<SimpleEntry<SimpleFamily>> & { href: string };

/** A research report as lists show it: no body, no indicator values, no rule text. */
export type ResearchCard = Omit<Card<Research>, "indicators" | "rules" | "content"> & { indicatorCount: number };
export type ResearchEntry = Research;

/* What the entry pages render (their loaders add the page's tags). */
export interface ArticleView {
  article: ArticleEntry;
  categoryName: string;
  newer?: ArticleCard;
  older?: ArticleCard;
  related: ArticleCard[];
}
/** The page of an entry of a collection with no code of its own: its family, the entry, its breadcrumb trail. */
export interface SimpleEntryView {
  family: SimpleFamily;
  entry: SimpleEntry<SimpleFamily>;
  trail: [name: string, path: string][];
}
export interface CaseStudyView {
  study: CaseStudyPageEntry;
  others: CaseStudy[];
}
export interface WebinarView {
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
  advisory: AdvisoryEntry;
  /** The advisory as a CSAF 2.0 document (app/lib/csaf.ts). */
  csaf: string;
}
export type PolicyView = { policy: PolicyEntry };

/** Which slice of the blog archive a blog URL shows. */
export interface BlogView {
  /** 1 on /blog, n on /blog/page/n; 1 on a category page (it lists the whole category). */
  pageNumber: number;
  pageCount: number;
  /** The category slug on /blog/category/<slug>. */
  category?: string;
  pageSize: number;
}
