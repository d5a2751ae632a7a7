import type { ReactNode } from "react";

/** A titled part of an entry's page; `band`: a band of its own after the entry (more of its kind, not printed). */
export function EntrySection({
  id,
  title,
  className,
  band = false,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  band?: boolean;
  children: ReactNode;
}) {
  const content = (
    <>
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </>
  );
  return (
    <section aria-labelledby={id} className={band ? "bg-subtle print:hidden" : className}>
      {band ? (
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">{content}</div>
      ) : (
        content
      )}
    </section>
  );
}
