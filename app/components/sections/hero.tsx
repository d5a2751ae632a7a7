import type { ReactNode } from "react";
import type { Hero as HeroContent } from "~/content/types";
import { ActionRow } from "./basic-sections";

export function Hero({ hero, aside }: { hero: HeroContent; aside?: ReactNode }) {
  return (
    <section
      aria-labelledby="page-title"
      className="relative overflow-hidden bg-navy-950 text-white"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_80%_-10%,rgb(20_153_179/0.28),transparent_60%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 sm:py-24 lg:grid-cols-[1.1fr_1fr] lg:px-8">
        <div className={aside ? undefined : "lg:col-span-2 lg:max-w-4xl"}>
          {hero.eyebrow && (
            <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">
              {hero.eyebrow}
            </p>
          )}
          <h1
            id="page-title"
            className="mt-3 scroll-mt-24 text-4xl font-bold tracking-tight sm:text-5xl lg:text-display"
          >
            {hero.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-300">{hero.intro}</p>
          {hero.actions && hero.actions.length > 0 && (
            <div className="mt-8">
              <ActionRow actions={hero.actions} />
            </div>
          )}
        </div>
        {aside}
      </div>
    </section>
  );
}
