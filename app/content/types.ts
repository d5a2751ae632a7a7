/**
 * The shapes page content is written in. A page is metadata, a hero and an ordered list of
 * sections; each section is one member of the `Section` union, rendered by
 * components/sections/page-sections.tsx (an exhaustive switch: a new type that nobody renders
 * fails to compile).
 */
import type { InternalHref, RoutePath } from "~/route-table";
import type { Office } from "./site";

/** Icons are named by key; components/ui/icon.tsx maps every key to a glyph. */
export type IconName =
  | "activity"
  | "alert"
  | "award"
  | "bar-chart"
  | "bell"
  | "bot"
  | "brain"
  | "briefcase"
  | "building"
  | "check"
  | "clipboard"
  | "clock"
  | "cloud"
  | "code"
  | "cpu"
  | "database"
  | "eye"
  | "file-check"
  | "fingerprint"
  | "globe"
  | "graduation"
  | "heart-pulse"
  | "key"
  | "landmark"
  | "layers"
  | "line-chart"
  | "lock"
  | "mail"
  | "map-pin"
  | "network"
  | "radar"
  | "refresh"
  | "scale"
  | "search"
  | "server"
  | "shield"
  | "shield-alert"
  | "shield-check"
  | "siren"
  | "target"
  | "trending-up"
  | "user-check"
  | "users"
  | "wifi"
  | "workflow"
  | "zap";

export type MailboxName = "contact" | "careers" | "security" | "privacy" | "newsletter";

/** What a button or call to action does: navigate, or compose a mail with a preset subject. */
export type Action =
  | { kind: "link"; label: string; to: InternalHref; variant?: ActionVariant }
  | {
      kind: "mail";
      label: string;
      mailbox: MailboxName;
      /** Omit for the company's preset inquiry subject. */
      subject?: string;
      body?: string;
      variant?: ActionVariant;
    };

export type ActionVariant = "primary" | "secondary" | "ghost";

export interface PageMeta {
  /** Page name, without the site suffix: the title template adds it. */
  title: string;
  description: string;
}

export interface Hero {
  eyebrow?: string;
  /** The page's single h1. */
  title: string;
  intro: string;
  actions?: Action[];
}

export interface FeatureItem {
  icon: IconName;
  title: string;
  description: string;
  /** Optional: the card links to the page it describes. */
  href?: InternalHref;
}

export interface ClaimFigure {
  label: string;
  value: string;
}

export interface CapabilityItem {
  icon?: IconName;
  title: string;
  description: string;
  /** Label/value claim figures (spec section 9) or a list of points. */
  figures?: ClaimFigure[];
  points?: string[];
}

export interface BenefitItem {
  title: string;
  description: string;
}

export interface StatItem {
  value: string;
  label: string;
}

interface SectionBase {
  /** Anchor id, unique on its page. */
  id?: string;
  title: string;
  intro?: string;
}

export interface FeatureGridSection extends SectionBase {
  type: "features";
  items: FeatureItem[];
  columns?: 2 | 3 | 4;
}

export interface CapabilitiesSection extends SectionBase {
  type: "capabilities";
  items: CapabilityItem[];
}

export interface BenefitsSection extends SectionBase {
  type: "benefits";
  items: BenefitItem[];
}

export interface StatsSection extends Omit<SectionBase, "title"> {
  type: "stats";
  /** Stats rows often stand without a visible heading; the title is then read by screen readers. */
  title: string;
  hideTitle?: boolean;
  items: StatItem[];
}

export interface CtaSection extends SectionBase {
  type: "cta";
  body: string;
  actions: Action[];
}

/** Services in named groups (/services); a service with its own page links to it. */
export interface ServiceGroupsSection extends SectionBase {
  type: "service-groups";
  groups: {
    icon: IconName;
    title: string;
    description: string;
    services: { name: string; href?: InternalHref }[];
    /** For a group whose services have no page of their own: how to ask about them. */
    action?: Action;
  }[];
}

export interface MethodologyPhase {
  phase: string;
  description: string;
  activities: string[];
}

/** An engagement's phases, in order. */
export interface MethodologySection extends SectionBase {
  type: "methodology";
  phases: MethodologyPhase[];
}

export interface StandardItem {
  /** Short name, e.g. "ISO 27001", "HIPAA". */
  name: string;
  fullName: string;
  description: string;
  points: string[];
}

/** Standards and regulations a service or industry page speaks to. */
export interface StandardsSection extends SectionBase {
  type: "standards";
  items: StandardItem[];
}

/** How to reach incident responders right now, and what happens in the first hour. */
export interface EmergencyResponseSection extends SectionBase {
  type: "emergency-response";
  eyebrow: string;
  body: string;
  actions: Action[];
  notes: string[];
  stepsTitle: string;
  steps: { time: string; title: string; description: string }[];
}

/** Industry cards, each with a Learn More to its industry page. */
export interface IndustryCardsSection extends SectionBase {
  type: "industry-cards";
  items: { icon: IconName; title: string; description: string; regulations: string[]; href: InternalHref }[];
}

/* Resources, blog and legal pages. Dates are ISO 8601 so structured data can reuse them. */

/** An event's place: online, or a venue (for schema.org Event `location`). */
export type EventLocation =
  | { kind: "online"; name: string }
  | { kind: "venue"; name: string; city: string; country: string };

export interface EventItem {
  title: string;
  slug: string;
  /** ISO date (YYYY-MM-DD). */
  startDate: string;
  endDate?: string;
  type: "Conference" | "Workshop" | "Roundtable" | "Virtual Summit";
  location: EventLocation;
  description: string;
}

export interface EventsSection extends SectionBase {
  type: "events";
  items: EventItem[];
}

export interface DocTopic {
  /** Anchor id of the topic's own passage on the docs page. */
  id: string;
  title: string;
  body: string;
}

export interface DocCategory {
  id: string;
  title: string;
  icon: IconName;
  summary: string;
  topics: DocTopic[];
}

export interface DocsSection extends SectionBase {
  type: "docs";
  /** The search box's hint text (its HTML placeholder). */
  searchPrompt: string;
  categories: DocCategory[];
}

export interface CaseStudy {
  slug: string;
  title: string;
  company: string;
  industry: string;
  summary: string;
  /** Figures from spec section 9 only. */
  results: ClaimFigure[];
  challenge: string;
  approach: string;
  outcome: string;
}

export interface CaseStudiesSection extends SectionBase {
  type: "case-studies";
  items: CaseStudy[];
}

export interface Webinar {
  title: string;
  slug: string;
  description: string;
  /** ISO date-time with offset. */
  startDate: string;
  durationMinutes: number;
  /** Display date and time, as the page shows them. */
  date: string;
  time: string;
  speaker: string;
  role: string;
  /** Registered count. */
  attendees: number;
}

export interface WebinarsSection extends SectionBase {
  type: "webinars";
  items: Webinar[];
}

export interface BlogCategory {
  name: string;
  /** Articles in the archive (spec section 9), not the samples on the page. */
  count: number;
}

export interface BlogArticle {
  slug: string;
  title: string;
  description: string;
  category: string;
  author: string;
  /** ISO date; shown formatted. */
  date: string;
  readTime: string;
  image: { src: string; width: number; height: number; alt: string };
}

export interface BlogSection extends SectionBase {
  type: "blog";
  /** The first category is "All". */
  categories: BlogCategory[];
  articles: BlogArticle[];
  /** Shown where a Load More button would be: no archive exists beyond the samples. */
  endNote: string;
}

export interface NewsletterSection extends SectionBase {
  type: "newsletter";
  body: string;
  /** Subject of the subscribe mail composed when no endpoint is configured. */
  subject: string;
  /** When set, the form POSTs the address here instead of composing a mail. */
  endpoint?: string;
}

export type LegalBlock =
  | { kind: "p"; text: string }
  | { kind: "list"; items: { term?: string; text: string }[] }
  | { kind: "links"; items: { label: string; href: string; note?: string }[] }
  | { kind: "contact"; offices: { label: string; lines: string[] }[]; email: string };

export interface LegalClause {
  id: string;
  title: string;
  blocks: LegalBlock[];
  subsections?: { id: string; title: string; blocks: LegalBlock[] }[];
}

export interface LegalSection extends SectionBase {
  type: "legal";
  lastUpdated: { iso: string; label: string };
  clauses: LegalClause[];
}

/* Company pages: about, careers, contact, clients. */

/** Job slugs come from the route table's /company/careers/<slug> paths: a job without a route fails to compile. */
export type JobSlug<P extends string = RoutePath> = P extends `/company/careers/${infer Slug}` ? Slug : never;

export interface JobLocation {
  /** As the card shows it: "San Francisco, CA", "Remote". */
  label: string;
  city?: string;
  region?: string;
  /** ISO 3166-1 alpha-2; for a remote role, the country applicants must work from. */
  country: string;
  remote?: boolean;
}

/** A job opening (spec section 3). JobPosting structured data is built from these fields. */
export interface JobOpening {
  title: string;
  slug: JobSlug;
  department: string;
  location: JobLocation;
  /** schema.org employmentType values. */
  employmentType: "FULL_TIME" | "PART_TIME" | "CONTRACTOR" | "INTERN";
  /** ISO dates (YYYY-MM-DD). */
  datePosted: string;
  validThrough: string;
  /** The card's summary, also the job page's meta description. */
  description: string;
  responsibilities: string[];
  requirements: string[];
}

export interface JobsSection extends SectionBase {
  type: "jobs";
  jobs: JobOpening[];
}

/** Prose with a column of key facts beside it (mission, company facts). */
export interface StorySection extends SectionBase {
  type: "story";
  paragraphs: string[];
  facts: ClaimFigure[];
}

/** People described by their role (no photos): an icon avatar, role, area and short bio. */
export interface LeadershipSection extends SectionBase {
  type: "leadership";
  members: { icon: IconName; role: string; area: string; bio: string }[];
}

export interface TimelineSection extends SectionBase {
  type: "timeline";
  milestones: { year: string; title: string; description: string }[];
}

export interface OfficesSection extends SectionBase {
  type: "offices";
  offices: Office[];
}

/** The contact form (composes a mail, no backend), the address to copy and the offices. */
export interface ContactSection extends SectionBase {
  type: "contact";
  email: string;
  /** Preset subject of the composed mail; the chosen topic is appended. */
  subject: string;
  topics: string[];
  offices: Office[];
}

/** Cards of organisations with our own SVG marks (clients, partners). */
export interface LogosSection extends SectionBase {
  type: "logos";
  /** What `label` means on these cards: "Industry", "Partner type". */
  labelName: string;
  items: { name: string; label: string; description: string; logo: `/${string}.svg` }[];
  note?: string;
}

/* Home, platform and product pages (issue 3). */

/** Display-only enumerations (spec section 4): never told by colour alone. */
export type StatStatus = "critical" | "normal" | "warning" | "improved";
export type ThreatSeverity = "critical" | "high" | "medium";
export type AlertStatus = "critical" | "warning" | "info";
export type HuntStatus = "In Progress" | "Scheduled" | "Completed";
export type WorkflowState = "active" | "paused" | "scheduled";

export interface StatCard {
  title: string;
  value: string;
  trend: string;
  status: StatStatus;
}

export interface StatCardsSection extends SectionBase {
  type: "stat-cards";
  /** Visible label when the figures are sample readings, e.g. "Sample data". */
  sampleLabel?: string;
  items: StatCard[];
}

export interface TeamPanel {
  icon: IconName;
  /** Visual accent of the panel. */
  side: "red" | "blue";
  title: string;
  tagline: string;
  description: string;
  points: string[];
  action: Action;
}

export interface TeamsSection extends SectionBase {
  type: "teams";
  items: TeamPanel[];
}

export interface IntegrationItem {
  /** File name (without .svg) of our own mark in public/integrations/. */
  mark: string;
  name: string;
  /** The tools it covers, named in text only. */
  examples: string;
}

export interface IntegrationsSection extends SectionBase {
  type: "integrations";
  items: IntegrationItem[];
}

export interface LifecycleStage {
  title: string;
  description: string;
  activities: string[];
}

export interface LifecycleSection extends SectionBase {
  type: "lifecycle";
  stages: LifecycleStage[];
}

export interface WorkflowStatusItem {
  state: WorkflowState;
  value: string;
  description: string;
}

export interface WorkflowStatusSection extends SectionBase {
  type: "workflow-status";
  items: WorkflowStatusItem[];
}

export interface ThreatFeedItem {
  title: string;
  source: string;
  time: string;
  severity: ThreatSeverity;
  type: string;
  details: string;
}

export interface AptGroup {
  group: string;
  alias: string;
  region: string;
  lastSeen: string;
  targets: string[];
  ttps: string[];
  /** Attribution confidence, percent. */
  confidence: number;
  /** ISO 3166-1 alpha-2 code, shown as text (no emoji flags). */
  flag: string;
}

export interface HuntOperation {
  name: string;
  status: HuntStatus;
  /** Percent complete. */
  progress: number;
  findings: number;
  type: string;
  techniques: string[];
}

export interface DashboardAlert {
  message: string;
  status: AlertStatus;
  time: string;
}

/** The product page's sample dashboard: every figure in it is sample data, labelled as such. */
export interface DashboardSection extends SectionBase {
  type: "dashboard";
  sampleLabel: string;
  stats: StatCard[];
  feed: ThreatFeedItem[];
  aptGroups: AptGroup[];
  hunts: HuntOperation[];
  counters: StatItem[];
  alerts: DashboardAlert[];
}

export type Section =
  | FeatureGridSection
  | StatCardsSection
  | TeamsSection
  | IntegrationsSection
  | LifecycleSection
  | WorkflowStatusSection
  | DashboardSection
  | CapabilitiesSection
  | BenefitsSection
  | StatsSection
  | CtaSection
  | ServiceGroupsSection
  | MethodologySection
  | StandardsSection
  | EmergencyResponseSection
  | IndustryCardsSection
  | EventsSection
  | DocsSection
  | CaseStudiesSection
  | WebinarsSection
  | BlogSection
  | NewsletterSection
  | LegalSection
  | JobsSection
  | StorySection
  | LeadershipSection
  | TimelineSection
  | OfficesSection
  | ContactSection
  | LogosSection;

export type SectionType = Section["type"];

export interface Page {
  path: RoutePath;
  meta: PageMeta;
  hero: Hero;
  sections: Section[];
}
