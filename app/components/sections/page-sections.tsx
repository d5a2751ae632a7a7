import type { Section } from "~/content/types";
import { Benefits } from "./benefits";
import { CapabilityCards } from "./capability-cards";
import { Cta } from "./cta";
import { Dashboard } from "./dashboard/dashboard";
import { EmergencyResponse } from "./emergency-response";
import { FeatureGrid } from "./feature-grid";
import { JobCards } from "./job-cards";
import { Contact } from "./contact";
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
import { StatsRow } from "./stats-row";

function assertNever(value: never): never {
  throw new Error(`No component renders section type ${JSON.stringify(value)}`);
}

/** The one switch from section data to component. A new section type must be added here. */
export function SectionView({ section }: { section: Section }) {
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
    case "jobs":
      return <JobCards section={section} />;
    case "story":
      return <Story section={section} />;
    case "leadership":
      return <Leadership section={section} />;
    case "timeline":
      return <Timeline section={section} />;
    case "offices":
      return <Offices section={section} />;
    case "contact":
      return <Contact section={section} />;
    case "logos":
      return <LogoCards section={section} />;
    default:
      return assertNever(section);
  }
}

export function PageSections({ sections }: { sections: Section[] }) {
  return (
    <>
      {sections.map((section, index) => (
        <SectionView key={section.id ?? `${section.type}-${index}`} section={section} />
      ))}
    </>
  );
}
