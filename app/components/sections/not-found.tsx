import { Icon } from "~/components/ui/icon";
import { notFound } from "~/content-layer/store";

export function NotFound() {
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-4xl px-4 py-20 sm:px-6 sm:py-28">
      <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Error 404</p>
      <h1 id="page-title" className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
        {notFound.title}
      </h1>
      <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted">{notFound.intro}</p>
      <nav aria-label="Main sections" className="mt-10">
        <ul className="grid gap-4 sm:grid-cols-2">
          {notFound.links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="group flex h-full items-start justify-between gap-4 rounded-card border border-line p-5 shadow-card hover:border-brand-600"
              >
                <span>
                  <span className="block font-semibold text-ink">{link.label}</span>
                  <span className="mt-1 block text-sm text-muted">{link.description}</span>
                </span>
                <Icon
                  name="arrow-right"
                  className="mt-1 size-5 shrink-0 text-brand-700 transition-transform group-hover:translate-x-0.5"
                />
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
