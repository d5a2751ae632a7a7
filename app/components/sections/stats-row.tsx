import type { StatsSection } from "~/content/types";
import { Reveal } from "~/components/ui/reveal";
import { SectionShell } from "./section-shell";

export function StatsRow({ section }: { section: StatsSection }) {
  return (
    <SectionShell id={section.id} title={section.title} intro={section.intro} hideTitle={section.hideTitle} tone="dark" spacing="compact">
      <dl className="grid grid-cols-2 gap-8 lg:grid-cols-4">
        {section.items.map((item) => (
          <Reveal key={item.label} className="flex flex-col-reverse border-l-2 border-brand-400 pl-5">
            <dt className="mt-1 text-sm text-slate-300">{item.label}</dt>
            <dd className="text-3xl font-bold tracking-tight text-white sm:text-4xl">{item.value}</dd>
          </Reveal>
        ))}
      </dl>
    </SectionShell>
  );
}
