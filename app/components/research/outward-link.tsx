import type { ReactNode } from "react";

/** A link to another site: no referrer or opener, and a screen-reader note that it leaves the site (as Markdown's are). */
export function OutwardLink({
  href,
  children,
  className = "font-semibold text-brand-700 hover:underline",
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a href={href} rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> (external site)</span>
    </a>
  );
}
