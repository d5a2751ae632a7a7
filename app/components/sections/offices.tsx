import type { OfficesSection } from "~/content/types";
import { site } from "~/content/site";
import { Reveal } from "~/components/ui/reveal";
import { OfficeAddress } from "./office-address";
import { SectionShell } from "./section-shell";

export function Offices({ section }: { section: OfficesSection }) {
  return (
    <SectionShell id={section.id} title={section.title} intro={section.intro}>
      <ul className="grid gap-6 md:grid-cols-2">
        {site.offices.map((office) => (
          <Reveal as="li" key={office.id} className="rounded-card border border-line bg-white p-6 shadow-card sm:p-7">
            <OfficeAddress office={office} />
          </Reveal>
        ))}
      </ul>
    </SectionShell>
  );
}
