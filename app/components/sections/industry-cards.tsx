import type { IndustryCardsSection } from "~/content/types";
import { Icon } from "~/components/ui/icon";
import { Reveal } from "~/components/ui/reveal";
import { SectionShell } from "./section-shell";

export function IndustryCards({ section }: { section: IndustryCardsSection }) {
  return (
    <SectionShell id={section.id} title={section.title} intro={section.intro}>
      <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {section.items.map((item, index) => (
          <Reveal as="li" key={item.title} delay={(index % 4) * 0.08}
            className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card"
          >
            <span className="flex size-11 items-center justify-center rounded-control bg-brand-50 text-brand-700">
              <Icon name={item.icon} className="size-5" />
            </span>
            <h3 className="mt-5 text-lg font-semibold">{item.title}</h3>
            <p className="mt-2 leading-relaxed text-muted">{item.description}</p>
            <p className="mt-5 text-sm font-semibold text-ink" id={`${item.href.replace(/\W+/g, "-")}-rules`}>
              Key regulations
            </p>
            <ul className="mt-2 flex flex-wrap gap-2" aria-labelledby={`${item.href.replace(/\W+/g, "-")}-rules`}>
              {item.regulations.map((regulation) => (
                <li key={regulation} className="rounded-full border border-line bg-subtle px-2.5 py-1 text-xs font-medium text-ink">
                  {regulation}
                </li>
              ))}
            </ul>
            <a href={item.href}
              className="group mt-auto inline-flex items-center gap-1 pt-6 font-semibold text-brand-700 hover:text-brand-800"
            >
              {"Learn More "}<span className="sr-only">about {item.title}</span>
              <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-0.5" />
            </a>
          </Reveal>
        ))}
      </ul>
    </SectionShell>
  );
}
