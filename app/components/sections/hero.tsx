import type { ReactNode } from "react";
import type { Hero as HeroContent } from "~/content/types";
import { cn } from "~/lib/cn";
import { ActionRow } from "./basic-sections";

/**
 * The navy band at the top of a page, with the page's single h1: a page's hero, or an entry's header
 * with its trail (the BreadcrumbList its page data gives search engines). */
export function Masthead({
  trail,
  eyebrow,
  title,
  intro,
  aside,
  children,
}: {
  trail?: readonly (readonly [name: string, path: string])[];
  eyebrow?: ReactNode;
  title: string;
  intro: string;
  aside?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="page-title"
      className="relative overflow-hidden bg-navy-950 text-white"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_80%_-10%,rgb(20_153_179/0.28),transparent_60%)]"
      />
      <div
        className={
          trail
            ? "relative mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8"
            : "relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 sm:py-24 lg:grid-cols-[1.1fr_1fr] lg:px-8"
        }
      >
        {trail && (
          <div data-print-hide>
            <nav aria-label="Breadcrumb" className="text-sm">
              <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-300">
                {trail.map(([name, path], index) => (
                  <li key={path} className="flex items-center gap-2">
                    {index > 0 && (
                      <span aria-hidden="true" className="text-slate-500">
                        /
                      </span>
                    )}
                    {index === trail.length - 1 ? (
                      <span aria-current="page" className="line-clamp-1 text-slate-200">
                        {name}
                      </span>
                    ) : (
                      <a
                        href={path}
                        className="font-medium text-brand-200 hover:text-white hover:underline"
                      >
                        {name}
                      </a>
                    )}
                  </li>
                ))}
              </ol>
            </nav>
          </div>
        )}
        <div
          className={trail ? "mt-8 max-w-4xl" : aside ? undefined : "lg:col-span-2 lg:max-w-4xl"}
        >
          {eyebrow && (
            <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">
              {eyebrow}
            </p>
          )}
          <h1
            id="page-title"
            className={cn(
              "mt-3 scroll-mt-24 text-4xl font-bold tracking-tight sm:text-5xl",
              !trail && "lg:text-display",
            )}
          >
            {title}
          </h1>
          <p
            className={`mt-6 ${trail ? "max-w-3xl" : "max-w-2xl"} text-lg leading-relaxed text-slate-300`}
          >
            {intro}
          </p>
          {children && <div className="mt-8">{children}</div>}
        </div>
        {aside}
      </div>
    </section>
  );
}

export function Hero({ hero, aside }: { hero: HeroContent; aside?: ReactNode }) {
  return (
    <Masthead eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} aside={aside}>
      {hero.actions && hero.actions.length > 0 && <ActionRow actions={hero.actions} />}
    </Masthead>
  );
}
