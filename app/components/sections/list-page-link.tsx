import type { ReactNode } from "react";
import { site } from "~/content/site";

/** "All webinars" and the like: to the page listing the collection, wherever it is; none without one. */
export function ListPageLink({
  list,
  className = "text-sm font-semibold text-brand-700 hover:underline",
  children,
}: {
  list: string;
  className?: string;
  children: ReactNode;
}) {
  const href = site.sectionPages[list];
  return href ? (
    <a href={href} className={className}>
      {children}
    </a>
  ) : null;
}
