import type { ReactNode } from "react";

export function FactSheet({
  label,
  facts,
  className = "",
  children,
}: {
  label: string;
  facts: readonly (readonly [string, ReactNode])[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <aside
      aria-label={label}
      className={`self-start rounded-card border border-line bg-subtle p-6 lg:sticky lg:top-24 ${className}`}
    >
      <dl className="space-y-4">
        {facts.map(([name, value]) => (
          <div key={name}>
            <dt className="text-sm text-muted">{name}</dt>
            <dd className="font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-col gap-3">{children}</div>
    </aside>
  );
}
