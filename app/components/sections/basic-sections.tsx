import type { Action, SectionOf } from "~/content/types";
import { actionHref } from "~/lib/actions";
import { buttonVariants } from "~/components/ui/button-variants";
import { Icon } from "~/components/ui/icon";
import { Reveal } from "~/components/ui/reveal";
import { Card, ListSection, SectionShell } from "./section-shell";

const columnClasses = {
  2: "grid gap-6 md:grid-cols-2",
  3: "grid gap-6 md:grid-cols-2 lg:grid-cols-3",
  4: "grid gap-6 sm:grid-cols-2 lg:grid-cols-4",
};

export function FeatureGrid({ section }: { section: SectionOf<"features"> }) {
  return (
    <ListSection section={section} className={columnClasses[section.columns ?? 3]}>
      {section.items.map((item, index) => (
        <Card
          key={item.title}
          delay={(index % 4) * 0.08}
          className="group relative flex flex-col p-6 transition-shadow hover:shadow-raised"
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
            <span
              aria-hidden="true"
              className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-brand-700"
            >
              Learn more{" "}
              <Icon
                name="arrow-right"
                className="size-4 transition-transform group-hover:translate-x-0.5"
              />
            </span>
          )}
        </Card>
      ))}
    </ListSection>
  );
}

export function CapabilityCards({ section }: { section: SectionOf<"capabilities"> }) {
  return (
    <ListSection section={section} tone="subtle" className="grid gap-6 md:grid-cols-2">
      {section.items.map((item) => (
        <Card key={item.title} className="p-7">
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
                  <dd className="text-2xl font-bold tracking-tight text-brand-700">
                    {figure.value}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          {item.points && <CheckList points={item.points} />}
        </Card>
      ))}
    </ListSection>
  );
}

export function CheckList({ points }: { points: string[] }) {
  if (points.length === 0) return null;
  return (
    <ul className="mt-5 space-y-2 border-t border-line pt-5">
      {points.map((point) => (
        <li key={point} className="flex gap-2.5 text-ink">
          <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <span>{point}</span>
        </li>
      ))}
    </ul>
  );
}

export function Benefits({ section }: { section: SectionOf<"benefits"> }) {
  return (
    <ListSection section={section} className="grid gap-x-10 gap-y-8 md:grid-cols-2">
      {section.items.map((item) => (
        <Reveal as="li" key={item.title} className="flex gap-4">
          <Icon name="circle-check" className="mt-1 size-6 shrink-0 text-brand-600" />
          <div>
            <h3 className="text-lg font-semibold">{item.title}</h3>
            <p className="mt-1.5 leading-relaxed text-muted">{item.description}</p>
          </div>
        </Reveal>
      ))}
    </ListSection>
  );
}

export function StatsRow({ section }: { section: SectionOf<"stats"> }) {
  return (
    <SectionShell section={section} tone="dark" spacing="compact">
      <dl className="grid grid-cols-2 gap-8 lg:grid-cols-4">
        {section.items.map((item) => (
          <Reveal
            key={item.label}
            className="flex flex-col-reverse border-l-2 border-brand-400 pl-5"
          >
            <dt className="mt-1 text-sm text-slate-300">{item.label}</dt>
            <dd className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
              {item.value}
            </dd>
          </Reveal>
        ))}
      </dl>
    </SectionShell>
  );
}

export function Cta({ section }: { section: SectionOf<"cta"> }) {
  const headingId = `${section.id ?? "cta"}-heading`;
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      className="px-4 py-16 sm:px-6 sm:py-20 lg:px-8"
    >
      <div className="mx-auto max-w-5xl rounded-card bg-gradient-to-br from-brand-800 to-navy-900 px-6 py-12 text-center text-white shadow-raised sm:px-12">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight">
          {section.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-slate-200">
          {section.body}
        </p>
        <div className="mt-8 flex justify-center">
          <ActionRow actions={section.actions} />
        </div>
      </div>
    </section>
  );
}

const onDark = { primary: "inverse", secondary: "outline-inverse", ghost: "ghost" } as const;

/** The actions on a dark band (hero, CTA, emergency): the first is the primary one unless it says otherwise. */
export function ActionRow({ actions }: { actions: Action[] }) {
  return (
    <div className="flex flex-wrap gap-3">
      {actions.map((action, index) => (
        <a
          key={action.label}
          href={actionHref(action)}
          className={buttonVariants({
            variant: onDark[action.variant ?? (index === 0 ? "primary" : "secondary")],
            size: "lg",
          })}
        >
          {action.label}
        </a>
      ))}
    </div>
  );
}
