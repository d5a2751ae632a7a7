import { Suspense, lazy } from "react";
import type { PageLists, Section } from "~/content/types";
import { Benefits } from "./benefits";
import { CapabilityCards } from "./capability-cards";
import { Cta } from "./cta";
import { FeatureGrid } from "./feature-grid";
import { StatsRow } from "./stats-row";

/*
 * Sections most pages share load with the page; page-specific ones (the dashboard, the blog,
 * the legal documents...) are split into their own chunks so no page carries another page's
 * components. The prerender waits for them, so the HTML is complete without JavaScript; in
 * the browser each one hydrates when its chunk arrives.
 */
const Dashboard = lazy(() => import("./dashboard/dashboard").then((m) => ({ default: m.Dashboard })));
const CertificationList = lazy(() => import("./certification-list").then((m) => ({ default: m.CertificationList })));
const SubprocessorTable = lazy(() => import("./subprocessor-table").then((m) => ({ default: m.SubprocessorTable })));
const Hotlines = lazy(() => import("./hotlines").then((m) => ({ default: m.Hotlines })));
const EmergencyResponse = lazy(() => import("./emergency-response").then((m) => ({ default: m.EmergencyResponse })));
const JobCards = lazy(() => import("./job-cards").then((m) => ({ default: m.JobCards })));
const FormSection = lazy(() => import("./form-section").then((m) => ({ default: m.FormSection })));
const Contact = lazy(() => import("./contact").then((m) => ({ default: m.Contact })));
const Leadership = lazy(() => import("./leadership").then((m) => ({ default: m.Leadership })));
const LogoCards = lazy(() => import("./logo-cards").then((m) => ({ default: m.LogoCards })));
const Offices = lazy(() => import("./offices").then((m) => ({ default: m.Offices })));
const Story = lazy(() => import("./story").then((m) => ({ default: m.Story })));
const Timeline = lazy(() => import("./timeline").then((m) => ({ default: m.Timeline })));
const Integrations = lazy(() => import("./integrations").then((m) => ({ default: m.Integrations })));
const Lifecycle = lazy(() => import("./lifecycle").then((m) => ({ default: m.Lifecycle })));
const StatCards = lazy(() => import("./stat-cards").then((m) => ({ default: m.StatCards })));
const Teams = lazy(() => import("./teams").then((m) => ({ default: m.Teams })));
const WorkflowStatus = lazy(() => import("./workflow-status").then((m) => ({ default: m.WorkflowStatus })));
const IndustryCards = lazy(() => import("./industry-cards").then((m) => ({ default: m.IndustryCards })));
const MethodologyPhases = lazy(() => import("./methodology-phases").then((m) => ({ default: m.MethodologyPhases })));
const ServiceGroups = lazy(() => import("./service-groups").then((m) => ({ default: m.ServiceGroups })));
const StandardCards = lazy(() => import("./standard-cards").then((m) => ({ default: m.StandardCards })));
const BlogListIsland = lazy(() => import("./blog-list").then((m) => ({ default: m.BlogListIsland })));
const AdvisoryList = lazy(() => import("./advisory-list").then((m) => ({ default: m.AdvisoryList })));
const CaseStudyList = lazy(() => import("./case-study-list").then((m) => ({ default: m.CaseStudyList })));
const DocsBrowserIsland = lazy(() => import("./docs-browser").then((m) => ({ default: m.DocsBrowserIsland })));
const EventsList = lazy(() => import("./events-list").then((m) => ({ default: m.EventsList })));
const NewsletterSignup = lazy(() => import("./newsletter-signup").then((m) => ({ default: m.NewsletterSignup })));
const WebinarList = lazy(() => import("./webinar-list").then((m) => ({ default: m.WebinarList })));

function assertNever(value: never): never {
  throw new Error(`No component renders section type ${JSON.stringify(value)}`);
}

/** The one switch from section data to component. A new section type must be added here. */
export function SectionView({ section, lists = {} }: { section: Section; lists?: PageLists }) {
  switch (section.type) {
    case "features":
      return <FeatureGrid section={section} />;
    case "capabilities":
      return <CapabilityCards section={section} />;
    case "benefits":
      return <Benefits section={section} />;
    case "stats":
      return <StatsRow section={section} />;
    case "cta":
      return <Cta section={section} />;
    case "service-groups":
      return <ServiceGroups section={section} />;
    case "methodology":
      return <MethodologyPhases section={section} />;
    case "standards":
      return <StandardCards section={section} />;
    case "emergency-response":
      return <EmergencyResponse section={section} />;
    case "industry-cards":
      return <IndustryCards section={section} />;
    case "stat-cards":
      return <StatCards section={section} />;
    case "teams":
      return <Teams section={section} />;
    case "integrations":
      return <Integrations section={section} />;
    case "lifecycle":
      return <Lifecycle section={section} />;
    case "workflow-status":
      return <WorkflowStatus section={section} />;
    case "dashboard":
      return <Dashboard section={section} />;
    case "events":
      return <EventsList section={section} events={lists.events ?? []} />;
    case "docs":
      return <DocsBrowserIsland section={section} />;
    case "case-studies":
      return <CaseStudyList section={section} studies={lists.caseStudies ?? []} />;
    case "certifications":
      return <CertificationList section={section} certifications={lists.certifications ?? []} />;
    case "subprocessors":
      return <SubprocessorTable section={section} />;
    case "hotlines":
      return <Hotlines section={section} />;
    case "advisories":
      return <AdvisoryList section={section} advisories={lists.advisories ?? []} />;
    case "webinars":
      return <WebinarList section={section} webinars={lists.webinars ?? []} />;
    case "blog":
      return <BlogListIsland section={section} articles={lists.articles ?? []} />;
    case "newsletter":
      return <NewsletterSignup section={section} forms={lists.forms} posts={lists.formPosts} />;
    case "jobs":
      return <JobCards section={section} jobs={lists.jobs ?? []} />;
    case "story":
      return <Story section={section} />;
    case "leadership":
      return <Leadership section={section} />;
    case "timeline":
      return <Timeline section={section} />;
    case "offices":
      return <Offices section={section} />;
    case "contact":
      return <Contact section={section} forms={lists.forms} posts={lists.formPosts} />;
    case "form":
      return <FormSection section={section} forms={lists.forms} posts={lists.formPosts} />;
    case "logos":
      return <LogoCards section={section} />;
    default:
      return assertNever(section);
  }
}

export function PageSections({ sections, lists }: { sections: Section[]; lists?: PageLists }) {
  return (
    <>
      {sections.map((section, index) => (
        <Suspense key={section.id ?? `${section.type}-${index}`}>
          <SectionView section={section} lists={lists} />
        </Suspense>
      ))}
    </>
  );
}
