import type { ReactNode } from "react";
import type { BlogView, Page, Section, SectionOf, SectionType } from "~/content/types";
import type { PageLists } from "~/collections/list";
import { Hero } from "./hero";
import { BlogList, inPlaceArticles } from "./blog-list";
import { Contact } from "./contact";
import { DocsBrowser } from "./docs-browser";
import { DocsGuides } from "./docs-guides";
import { FormSection } from "./form-section";
import { NewsletterSignup } from "./newsletter-signup";
import { Benefits, CapabilityCards, Cta, FeatureGrid, StatsRow } from "./basic-sections";
import {
  CertificationList,
  Hotlines,
  Leadership,
  LogoCards,
  Offices,
  Story,
  SubprocessorTable,
  Timeline,
} from "./company-sections";
import { AdvisoryList, EntryList, ResearchReports } from "./feed-lists";
import { JobCards } from "./job-page";
import {
  Dashboard,
  Integrations,
  Lifecycle,
  StatCards,
  Teams,
  WorkflowStatus,
} from "./platform-sections";
import { EventsList, WebinarList } from "./resource-cards";
import { CaseStudyList } from "~/components/entries/case-study-page";
import {
  EmergencyResponse,
  IndustryCards,
  MethodologyPhases,
  ServiceGroups,
  StandardCards,
} from "./services-solutions-sections";

type SectionContext = { lists: PageLists; blogView: BlogView };
/** Each section type's view, as a mapped type so a lookup by a type keeps the pair (TypeScript's correlated unions). */
type Views = { [T in SectionType]: (section: SectionOf<T>, context: SectionContext) => ReactNode };

export const WHOLE_ARCHIVE: BlogView = {
  pageNumber: 1,
  pageCount: 1,
  pageSize: Number.POSITIVE_INFINITY,
};

const formProps = <S,>(section: S, { lists }: SectionContext) => ({
  section,
  forms: lists.forms,
  posts: lists.formPosts,
});

/** The props of the sections with a live part (only the lists each reads): sections.astro writes each with its `client:*` directive. */
export const islandProps = {
  blog: (section: SectionOf<"blog">, { lists, blogView }: SectionContext) => ({
    section,
    articles: inPlaceArticles(lists.articles ?? [], blogView),
    view: blogView,
  }),
  contact: formProps<SectionOf<"contact">>,
  form: formProps<SectionOf<"form">>,
  newsletter: formProps<SectionOf<"newsletter">>,
  docs: (section: SectionOf<"docs">) => ({ section }),
};

/**
 * The one map from section type to what renders it; a type of the schema with no entry fails to
 * compile. The islands among them (`islandProps`) also need their directive in sections.astro. */
const sectionViews: Views = {
  features: (section) => <FeatureGrid section={section} />,
  capabilities: (section) => <CapabilityCards section={section} />,
  benefits: (section) => <Benefits section={section} />,
  stats: (section) => <StatsRow section={section} />,
  cta: (section) => <Cta section={section} />,
  "service-groups": (section) => <ServiceGroups section={section} />,
  methodology: (section) => <MethodologyPhases section={section} />,
  standards: (section) => <StandardCards section={section} />,
  "emergency-response": (section) => <EmergencyResponse section={section} />,
  "industry-cards": (section) => <IndustryCards section={section} />,
  "stat-cards": (section) => <StatCards section={section} />,
  teams: (section) => <Teams section={section} />,
  integrations: (section) => <Integrations section={section} />,
  lifecycle: (section) => <Lifecycle section={section} />,
  "workflow-status": (section) => <WorkflowStatus section={section} />,
  dashboard: (section) => <Dashboard section={section} />,
  events: (section, { lists }) => <EventsList section={section} events={lists.events ?? []} />,
  "case-studies": (section, { lists }) => (
    <CaseStudyList section={section} studies={lists["case-studies"] ?? []} />
  ),
  certifications: (section, { lists }) => (
    <CertificationList section={section} certifications={lists.certifications ?? []} />
  ),
  entries: (section, { lists }) => (
    <EntryList section={section} list={lists.entries?.[section.family]} />
  ),
  subprocessors: (section) => <SubprocessorTable section={section} />,
  hotlines: (section) => <Hotlines section={section} />,
  advisories: (section, { lists }) => (
    <AdvisoryList section={section} advisories={lists.advisories ?? []} />
  ),
  research: (section, { lists }) => (
    <ResearchReports section={section} reports={lists.research ?? []} />
  ),
  webinars: (section, { lists }) => (
    <WebinarList section={section} webinars={lists.webinars ?? []} />
  ),
  jobs: (section, { lists }) => <JobCards section={section} jobs={lists.jobs ?? []} />,
  story: (section) => <Story section={section} />,
  leadership: (section) => <Leadership section={section} />,
  timeline: (section) => <Timeline section={section} />,
  offices: (section) => <Offices section={section} />,
  logos: (section) => <LogoCards section={section} />,
  blog: (section, context) => <BlogList {...islandProps.blog(section, context)} />,
  contact: (section, context) => <Contact {...islandProps.contact(section, context)} />,
  form: (section, context) => <FormSection {...islandProps.form(section, context)} />,
  newsletter: (section, context) => (
    <NewsletterSignup {...islandProps.newsletter(section, context)} />
  ),
  // The guides its topics link to follow it as plain HTML (also in sections.astro).
  docs: (section) => (
    <>
      <DocsBrowser {...islandProps.docs(section)} />
      <DocsGuides section={section} />
    </>
  ),
};

/** The CMS preview's and the tests' rendering: islands as plain components. */
export function PageSections({ sections, lists = {} }: { sections: Section[]; lists?: PageLists }) {
  return sections.map((section, index) => (
    <SectionView key={section.id ?? `${section.type}-${index}`} section={section} lists={lists} />
  ));
}

/** On pages only the static sections come here; sections.astro writes each island with its directive. */
export function SectionView({
  section,
  lists = {},
  blogView = WHOLE_ARCHIVE,
}: {
  section: Section;
  lists?: PageLists;
  blogView?: BlogView;
}) {
  return show(section.type, section, { lists, blogView });
}

const show = <T extends SectionType>(type: T, section: SectionOf<T>, context: SectionContext) =>
  sectionViews[type](section, context);

/** The static sections' view, typed for sections.astro: passing it a section with a live part fails to compile. */
export const StaticSectionView: (props: {
  section: Exclude<Section, { type: keyof typeof islandProps }>;
  lists?: PageLists;
}) => ReactNode = SectionView;

/** A page written as data: its hero (with the h1), then its sections in order (the CMS preview, the tests; pages: app/pages). */
export function ContentPage({ page, lists = {} }: { page: Page; lists?: PageLists }) {
  return (
    <>
      <Hero hero={page.hero} />
      <PageSections sections={page.sections} lists={lists} />
    </>
  );
}
