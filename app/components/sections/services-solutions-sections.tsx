import type { SectionOf } from "~/content/types";
import { actionHref } from "~/lib/actions";
import { cn } from "~/lib/cn";
import { buttonVariants } from "~/components/ui/button-variants";
import { Icon } from "~/components/ui/icon";
import { Reveal } from "~/components/ui/reveal";
import { ActionRow, CheckList } from "./basic-sections";
import { Card, ListSection } from "./section-shell";

export function ServiceGroups({ section }: { section: SectionOf<"service-groups"> }) {
  return (
    <ListSection section={section} className="grid gap-6 md:grid-cols-2">
      {section.groups.map((group, index) => (
        <Card key={group.title} delay={(index % 2) * 0.08} className="flex flex-col p-7">
          <div className="flex items-start gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-control bg-navy-900 text-brand-300">
              <Icon name={group.icon} className="size-5" />
            </span>
            <div>
              <h3 className="text-xl font-semibold">{group.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{group.description}</p>
            </div>
          </div>
          <ul
            className="mt-6 divide-y divide-line border-t border-line"
            aria-label={`${group.title} services`}
          >
            {group.services.map((service) => (
              <li key={service.name}>
                {service.href ? (
                  <a
                    href={service.href}
                    className="group flex items-center justify-between gap-3 py-3 font-medium text-brand-700 hover:text-brand-800"
                  >
                    {service.name}
                    <Icon
                      name="arrow-right"
                      className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5"
                    />
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
              <a
                href={actionHref(group.action)}
                className={buttonVariants({
                  variant: group.action.variant ?? "secondary",
                  size: "lg",
                })}
              >
                {group.action.label}
              </a>
            </div>
          )}
        </Card>
      ))}
    </ListSection>
  );
}

export function MethodologyPhases({ section }: { section: SectionOf<"methodology"> }) {
  return (
    <ListSection
      section={section}
      tone="dark"
      ordered
      className="grid gap-6 md:grid-cols-2 lg:grid-cols-4"
    >
      {section.phases.map((phase, index) => (
        <Reveal
          as="li"
          key={phase.phase}
          delay={index * 0.1}
          className="flex flex-col rounded-card border border-white/10 bg-navy-800 p-6"
        >
          <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">
            Phase {index + 1}
          </p>
          <h3 className="mt-2 text-xl font-semibold text-white">{phase.phase}</h3>
          <p className="mt-3 leading-relaxed text-slate-300">{phase.description}</p>
          <h4 className="mt-5 border-t border-white/10 pt-4 text-sm font-semibold text-white">
            Activities
          </h4>
          <ul className="mt-3 space-y-2 text-sm text-slate-300">
            {phase.activities.map((activity) => (
              <li key={activity} className="flex gap-2.5">
                <span
                  aria-hidden="true"
                  className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-300"
                />
                <span>{activity}</span>
              </li>
            ))}
          </ul>
        </Reveal>
      ))}
    </ListSection>
  );
}

export function StandardCards({ section }: { section: SectionOf<"standards"> }) {
  const columns = section.items.length % 3 === 0 ? "lg:grid-cols-3" : "lg:grid-cols-2";
  return (
    <ListSection
      section={section}
      tone="subtle"
      className={cn("grid gap-6 md:grid-cols-2", columns)}
    >
      {section.items.map((item, index) => (
        <Card
          key={item.name}
          delay={(index % 3) * 0.08}
          className={cn(
            "flex flex-col border-t-4 border-t-brand-600 p-7",
            section.items.length % 2 === 1 &&
              index === section.items.length - 1 &&
              "md:max-lg:col-span-2",
          )}
        >
          <h3 className="text-2xl font-bold tracking-tight">{item.name}</h3>
          <p className="mt-1 text-sm font-medium text-brand-700">{item.fullName}</p>
          <p className="mt-4 leading-relaxed text-muted">{item.description}</p>
          {item.points && <CheckList points={item.points} />}
        </Card>
      ))}
    </ListSection>
  );
}

export function EmergencyResponse({ section }: { section: SectionOf<"emergency-response"> }) {
  const id = section.id ?? "emergency-response";
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="px-4 py-16 sm:px-6 sm:py-20 lg:px-8"
    >
      <div className="mx-auto grid max-w-7xl gap-8 rounded-card border-2 border-brand-600 bg-navy-950 p-5 text-white shadow-raised sm:p-10 lg:grid-cols-[1fr_1.1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-brand-200">
            <Icon name="siren" className="size-4" />
            {section.eyebrow}
          </p>
          <h2
            id={`${id}-heading`}
            className="mt-4 scroll-mt-24 text-3xl font-bold tracking-tight sm:text-4xl"
          >
            {section.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-200">{section.body}</p>
          <div className="mt-8">
            <ActionRow actions={section.actions} />
          </div>
          <ul className="mt-6 space-y-1.5 text-sm text-slate-300">
            {section.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
        <Reveal className="rounded-card bg-navy-800 p-5 sm:p-8">
          <h3 className="text-xl font-semibold">{section.stepsTitle}</h3>
          <ol className="mt-6 space-y-5">
            {section.steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-300 text-sm font-bold text-navy-950"
                >
                  {index + 1}
                </span>
                <div>
                  <p className="text-sm font-semibold text-brand-300">{step.time}</p>
                  <p className="font-semibold">{step.title}</p>
                  <p className="mt-1 leading-relaxed text-slate-300">{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </Reveal>
      </div>
    </section>
  );
}

export function IndustryCards({ section }: { section: SectionOf<"industry-cards"> }) {
  return (
    <ListSection section={section} className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
      {section.items.map((item, index) => (
        <Card key={item.title} delay={(index % 4) * 0.08} className="flex flex-col p-6">
          <span className="flex size-11 items-center justify-center rounded-control bg-brand-50 text-brand-700">
            <Icon name={item.icon} className="size-5" />
          </span>
          <h3 className="mt-5 text-lg font-semibold">{item.title}</h3>
          <p className="mt-2 leading-relaxed text-muted">{item.description}</p>
          <p
            className="mt-5 text-sm font-semibold text-ink"
            id={`${item.href.replace(/\W+/g, "-")}-rules`}
          >
            Key regulations
          </p>
          <ul
            className="mt-2 flex flex-wrap gap-2"
            aria-labelledby={`${item.href.replace(/\W+/g, "-")}-rules`}
          >
            {item.regulations.map((regulation) => (
              <li
                key={regulation}
                className="rounded-full border border-line bg-subtle px-2.5 py-1 text-xs font-medium text-ink"
              >
                {regulation}
              </li>
            ))}
          </ul>
          <a
            href={item.href}
            className="group mt-auto inline-flex items-center gap-1 pt-6 font-semibold text-brand-700 hover:text-brand-800"
          >
            {"Learn More "}
            <span className="sr-only">about {item.title}</span>
            <Icon
              name="arrow-right"
              className="size-4 transition-transform group-hover:translate-x-0.5"
            />
          </a>
        </Card>
      ))}
    </ListSection>
  );
}
