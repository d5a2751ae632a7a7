import type { IntegrationsSection } from "~/content/types";
import { Reveal } from "~/components/ui/reveal";
import { SectionShell } from "./section-shell";

export function Integrations({ section }: { section: IntegrationsSection }) {
  return (
    <SectionShell id={section.id} title={section.title} intro={section.intro}>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {section.items.map((item, index) => (
          <Reveal as="li" key={item.name} delay={(index % 4) * 0.06}
            className="flex items-center gap-4 rounded-card border border-line bg-white p-4 shadow-card"
          >
            <img src={`/integrations/${item.mark}.svg`} alt="" width={48} height={48} loading="lazy" decoding="async" className="size-12 shrink-0" />
            <div className="min-w-0">
              <h3 className="font-semibold">{item.name}</h3>
              <p className="text-sm text-muted">{item.examples}</p>
            </div>
          </Reveal>
        ))}
      </ul>
    </SectionShell>
  );
}
