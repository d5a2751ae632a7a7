import type { CapabilitiesSection } from "~/content/types";
import { Icon } from "~/components/ui/icon";
import { Reveal } from "~/components/ui/reveal";
import { CheckList } from "./check-list";
import { SectionShell } from "./section-shell";

export function CapabilityCards({ section }: { section: CapabilitiesSection }) {
  return (
    <SectionShell id={section.id} title={section.title} intro={section.intro} tone="subtle">
      <ul className="grid gap-6 md:grid-cols-2">
        {section.items.map((item) => (
          <Reveal as="li" key={item.title} className="rounded-card border border-line bg-white p-7 shadow-card">
            <div className="flex items-start gap-4">
              {item.icon && (
                <span className="flex size-11 shrink-0 items-center justify-center rounded-control bg-navy-900 text-brand-300">
                  <Icon name={item.icon} className="size-5" />
                </span>
              )}
              <div>
                <h3 className="text-xl font-semibold">{item.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{item.description}</p>
              </div>
            </div>
            {item.figures && item.figures.length > 0 && (
              <dl className="mt-6 grid grid-cols-2 gap-4 border-t border-line pt-5">
                {item.figures.map((figure) => (
                  <div key={figure.label} className="flex flex-col-reverse">
                    <dt className="text-sm text-muted">{figure.label}</dt>
                    <dd className="text-2xl font-bold tracking-tight text-brand-700">{figure.value}</dd>
                  </div>
                ))}
              </dl>
            )}
            {item.points && <CheckList points={item.points} />}
          </Reveal>
        ))}
      </ul>
    </SectionShell>
  );
}
