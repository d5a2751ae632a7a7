import type { FeatureGridSection } from "~/content/types";
import { Icon } from "~/components/ui/icon";
import { Reveal } from "~/components/ui/reveal";
import { cn } from "~/lib/cn";
import { SectionShell } from "./section-shell";

const columnClasses = { 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" };

export function FeatureGrid({ section }: { section: FeatureGridSection }) {
  return (
    <SectionShell id={section.id} title={section.title} intro={section.intro}>
      <ul className={cn("grid gap-6", columnClasses[section.columns ?? 3])}>
        {section.items.map((item, index) => (
          <Reveal as="li" key={item.title} delay={(index % 4) * 0.08}
            className="group relative flex flex-col rounded-card border border-line bg-white p-6 shadow-card transition-shadow hover:shadow-raised"
          >
            <span className="flex size-11 items-center justify-center rounded-control bg-brand-50 text-brand-700">
              <Icon name={item.icon} className="size-5" />
            </span>
            <h3 className="mt-5 text-lg font-semibold">
              {item.href ? (
                <a href={item.href} className="after:absolute after:inset-0 after:rounded-card">
                  {item.title}
                </a>
              ) : (
                item.title
              )}
            </h3>
            <p className="mt-2 leading-relaxed text-muted">{item.description}</p>
            {item.href && (
              <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-brand-700">
                Learn more <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-0.5" />
              </span>
            )}
          </Reveal>
        ))}
      </ul>
    </SectionShell>
  );
}
