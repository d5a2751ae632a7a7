import type { TeamsSection } from "~/content/types";
import { Icon } from "~/components/ui/icon";
import { Reveal } from "~/components/ui/reveal";
import { actionHref } from "~/lib/actions";
import { cn } from "~/lib/cn";
import { SectionShell } from "./section-shell";

const accents = {
  red: { bar: "from-red-500 to-orange-400", icon: "bg-red-500/15 text-red-300" },
  blue: { bar: "from-sky-500 to-brand-400", icon: "bg-sky-500/15 text-sky-300" },
};

export function Teams({ section }: { section: TeamsSection }) {
  return (
    <SectionShell id={section.id} title={section.title} intro={section.intro}>
      <ul className="grid gap-6 lg:grid-cols-2">
        {section.items.map((item, index) => (
          <Reveal as="li" key={item.title} delay={index * 0.1}
            className="relative flex flex-col overflow-hidden rounded-card bg-navy-900 p-7 text-white shadow-raised sm:p-8"
          >
            <span aria-hidden="true" className={cn("absolute inset-x-0 top-0 h-1 bg-gradient-to-r", accents[item.side].bar)} />
            <div className="flex items-center gap-4">
              <span className={cn("flex size-12 items-center justify-center rounded-control", accents[item.side].icon)}>
                <Icon name={item.icon} className="size-6" />
              </span>
              <div>
                <h3 className="text-2xl font-bold">{item.title}</h3>
                <p className="text-sm font-medium text-brand-300">{item.tagline}</p>
              </div>
            </div>
            <p className="mt-5 leading-relaxed text-slate-300">{item.description}</p>
            <ul className="mt-5 space-y-2.5">
              {item.points.map((point) => (
                <li key={point} className="flex gap-2.5">
                  <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand-300" />
                  <span className="text-slate-200">{point}</span>
                </li>
              ))}
            </ul>
            <div className="mt-auto pt-7">
              {item.action.kind === "link" ? (
                <a href={item.action.to} className="inline-flex items-center gap-2 font-semibold text-white underline-offset-4 hover:underline">
                  <span>
                    {item.action.label} <span className="sr-only">about {item.title}</span>
                  </span>
                  <span aria-hidden="true">→</span>
                </a>
              ) : (
                <a href={actionHref(item.action)} className="inline-flex items-center gap-2 font-semibold text-white underline-offset-4 hover:underline">
                  {item.action.label}<span aria-hidden="true">→</span>
                </a>
              )}
            </div>
          </Reveal>
        ))}
      </ul>
    </SectionShell>
  );
}
