import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";

/** The top band of an entry page, with the page's single h1. */
export function EntryHeader({ trail, eyebrow, title, intro, children }: { trail: readonly Crumb[]; eyebrow: ReactNode; title: string; intro: string; children?: ReactNode }) {
  return (
    <section aria-labelledby="page-title" className="relative overflow-hidden bg-navy-950 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_80%_-10%,rgb(20_153_179/0.28),transparent_60%)]"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div data-print-hide>
          <Breadcrumbs trail={trail} />
        </div>
        <div className="mt-8 max-w-4xl">
          <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">{eyebrow}</p>
          <h1 id="page-title" className="mt-3 scroll-mt-24 text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-slate-300">{intro}</p>
          {children && <div className="mt-8">{children}</div>}
        </div>
      </div>
    </section>
  );
}
