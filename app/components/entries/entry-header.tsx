import type { ReactNode } from "react";

type Crumb = readonly [name: string, path: string];

/** The top band of an entry page, with the page's single h1; the trail is the BreadcrumbList its page data gives search engines. */
export function EntryHeader({
  trail,
  eyebrow,
  title,
  intro,
  children,
}: {
  trail: readonly Crumb[];
  eyebrow: ReactNode;
  title: string;
  intro: string;
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
      <div className="relative mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
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
        <div className="mt-8 max-w-4xl">
          <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">
            {eyebrow}
          </p>
          <h1
            id="page-title"
            className="mt-3 scroll-mt-24 text-4xl font-bold tracking-tight sm:text-5xl"
          >
            {title}
          </h1>
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-slate-300">{intro}</p>
          {children && <div className="mt-8">{children}</div>}
        </div>
      </div>
    </section>
  );
}

export function EntrySection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}
