import type { LogosSection } from "~/content/types";
import { Reveal } from "~/components/ui/reveal";
import { SectionShell } from "./section-shell";

export function LogoCards({ section }: { section: LogosSection }) {
  return (
    <SectionShell id={section.id} title={section.title} intro={section.intro}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {section.items.map((item, index) => (
          <Reveal as="li" key={item.name} delay={index * 0.08}
            className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card"
          >
            <img src={item.logo} alt="" width={48} height={48} loading="lazy" decoding="async" className="size-12" />
            <h3 className="mt-5 text-lg font-semibold">{item.name}</h3>
            <dl className="mt-1 text-sm">
              <dt className="sr-only">{section.labelName}</dt>
              <dd className="font-medium text-brand-700">{item.label}</dd>
            </dl>
            <p className="mt-3 leading-relaxed text-muted">{item.description}</p>
          </Reveal>
        ))}
      </ul>
      {section.note && <p className="mt-8 text-sm text-muted">{section.note}</p>}
    </SectionShell>
  );
}
