import type { PageLists, Section } from "~/content/types";
import { isIslandSection } from "./interactive-sections";
import { DocsGuidesAfter, IslandSection } from "./island-section";
import { Benefits } from "./benefits";
import { CapabilityCards } from "./capability-cards";
import { Cta } from "./cta";
import { FeatureGrid } from "./feature-grid";
import { StatsRow } from "./stats-row";
import { Dashboard } from "./dashboard/dashboard";
import { CertificationList } from "./certification-list";
import { SubprocessorTable } from "./subprocessor-table";
import { Hotlines } from "./hotlines";
import { EmergencyResponse } from "./emergency-response";
import { JobCards } from "./job-cards";
import { Leadership } from "./leadership";
import { LogoCards } from "./logo-cards";
import { Offices } from "./offices";
import { Story } from "./story";
import { Timeline } from "./timeline";
import { Integrations } from "./integrations";
import { Lifecycle } from "./lifecycle";
import { StatCards } from "./stat-cards";
import { Teams } from "./teams";
import { WorkflowStatus } from "./workflow-status";
import { IndustryCards } from "./industry-cards";
import { MethodologyPhases } from "./methodology-phases";
import { ServiceGroups } from "./service-groups";
import { StandardCards } from "./standard-cards";
import { AdvisoryList } from "./advisory-list";
import { CaseStudyList } from "./case-study-list";
import { EventsList } from "./events-list";
import { WebinarList } from "./webinar-list";


/** A page written as data (the CMS preview's and the tests' rendering): its sections in order. */
export function PageSections({ sections, lists }: { sections: Section[]; lists?: PageLists }) {
  return sections.map((section, index) => <SectionView key={section.id ?? `${section.type}-${index}`} section={section} lists={lists} />);
}

function assertNever(value: never): never {
  throw new Error(`No component renders section type ${JSON.stringify(value)}`);
}

/**
 * The one switch from a section's data to its component. Pages render it to HTML at build
 * (app/layouts/sections.astro), where the sections with live parts (island-section.tsx) are
 * islands instead; the CMS preview and the tests render every type through here. A new section
 * type must be added here (or, with a live part, to island-section.tsx).
 */
export function SectionView({ section, lists = {} }: { section: Section; lists?: PageLists }) {
  if (isIslandSection(section))
    return (
      <>
        <IslandSection section={section} lists={lists} />
        <DocsGuidesAfter section={section} />
      </>
    );
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
    case "logos":
      return <LogoCards section={section} />;
    default:
      return assertNever(section);
  }
}
