
export type Crumb = readonly [name: string, path: string];

/** The same trail the loader gives search engines as BreadcrumbList data. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-300">
        {trail.map(([name, path], index) => {
          const last = index === trail.length - 1;
          return (
            <li key={path} className="flex items-center gap-2">
              {index > 0 && <span aria-hidden="true" className="text-slate-500">/</span>}
              {last ? (
                <span aria-current="page" className="line-clamp-1 text-slate-200">{name}</span>
              ) : (
                <a href={path} className="font-medium text-brand-200 hover:text-white hover:underline">{name}</a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
