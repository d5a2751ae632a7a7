import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

export const fieldClass =
  "mt-1.5 block w-full rounded-control border bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-500 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-brand-500";

/** The ids and ARIA attributes a control needs to name its label, hint and error. */
export function fieldProps(id: string, error?: string) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    className: cn(fieldClass, error ? "border-red-700" : "border-slate-400 focus:border-brand-600"),
  } as const;
}

/** A labelled form control with its inline error underneath. */
export function FormField({ id, label, optional, error, children }: {
  id: string;
  label: string;
  optional?: boolean;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {optional && <span className="font-normal text-muted"> (optional)</span>}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          <span><span className="sr-only">Error:</span> {error}</span>
        </p>
      )}
    </div>
  );
}
