import type { Section } from "~/content/types";
import { Benefits } from "./benefits";
import { CapabilityCards } from "./capability-cards";
import { Cta } from "./cta";
import { FeatureGrid } from "./feature-grid";
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
