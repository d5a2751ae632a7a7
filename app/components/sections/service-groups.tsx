import type { ServiceGroupsSection } from "~/content/types";
import { Icon } from "~/components/ui/icon";
import { Reveal } from "~/components/ui/reveal";
import { ActionButton } from "./action-button";
import { SectionShell } from "./section-shell";

export function ServiceGroups({ section }: { section: ServiceGroupsSection }) {
  return (
    <SectionShell id={section.id} title={section.title} intro={section.intro}>
      <ul className="grid gap-6 md:grid-cols-2">
        {section.groups.map((group, index) => (
          <Reveal as="li" key={group.title} delay={(index % 2) * 0.08}
            className="flex flex-col rounded-card border border-line bg-white p-7 shadow-card"
          >
            <div className="flex items-start gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-control bg-navy-900 text-brand-300">
                <Icon name={group.icon} className="size-5" />
              </span>
              <div>
                <h3 className="text-xl font-semibold">{group.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{group.description}</p>
              </div>
            </div>
            <ul className="mt-6 divide-y divide-line border-t border-line" aria-label={`${group.title} services`}>
              {group.services.map((service) => (
                <li key={service.name}>
                  {service.href ? (
                    <a href={service.href}
                      className="group flex items-center justify-between gap-3 py-3 font-medium text-brand-700 hover:text-brand-800"
                    >
                      {service.name}
                      <Icon name="arrow-right" className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5" />
                    </a>
                  ) : (
                    <span className="flex items-center gap-2.5 py-3 text-ink">
                      <Icon name="check" className="size-4 shrink-0 text-brand-600" />
                      {service.name}
                    </span>
                  )}
                </li>
              ))}
            </ul>
            {group.action && (
              <div className="mt-auto pt-5">
                <ActionButton action={{ ...group.action, variant: group.action.variant ?? "secondary" }} />
              </div>
            )}
          </Reveal>
        ))}
      </ul>
    </SectionShell>
  );
}
