import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export function Panel({ id, title, className, children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className={cn("min-w-0 rounded-card border border-line bg-white shadow-card", className)}>
      <h3 id={`${id}-title`} className="border-b border-line px-5 py-3.5 text-base font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}
