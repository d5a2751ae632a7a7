import { Icon } from "~/components/ui/icon";
import type { BenefitsSection } from "~/content/types";
import { Reveal } from "~/components/ui/reveal";
import { SectionShell } from "./section-shell";

export function Benefits({ section }: { section: BenefitsSection }) {
  return (
    <SectionShell id={section.id} title={section.title} intro={section.intro}>
      <ul className="grid gap-x-10 gap-y-8 md:grid-cols-2">
        {section.items.map((item) => (
          <Reveal as="li" key={item.title} className="flex gap-4">
            <Icon name="circle-check" className="mt-1 size-6 shrink-0 text-brand-600" />
            <div>
              <h3 className="text-lg font-semibold">{item.title}</h3>
              <p className="mt-1.5 leading-relaxed text-muted">{item.description}</p>
            </div>
          </Reveal>
        ))}
      </ul>
    </SectionShell>
  );
}
