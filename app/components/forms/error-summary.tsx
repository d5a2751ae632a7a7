import { useEffect, useRef } from "react";
import { controlId } from "./field";

/**
 * GOV.UK's pattern: it takes focus after a send with problems, so a screen reader reads them.
 * Keyed by the send, so the same problems again move focus here again; typing does not. */
export function ErrorSummary({
  items,
  prefix,
}: {
  items: { name: string; label: string; message: string }[];
  prefix: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  if (!items.length) return null;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      aria-labelledby={`${prefix}-summary-title`}
      className="rounded-control border-2 border-red-700 bg-red-50 p-4 focus:outline-none focus-visible:outline-3 focus-visible:outline-brand-500 sm:col-span-2"
    >
      <p id={`${prefix}-summary-title`} className="font-semibold text-red-800">
        {items.length === 1
          ? "There is a problem with 1 field:"
          : `There are problems with ${items.length} fields:`}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {items.map((item) => (
          <li key={item.name}>
            <a
              href={`#${controlId(prefix, item.name)}`}
              onClick={(event) => {
                const control = document.getElementById(controlId(prefix, item.name));
                if (!control) return;
                event.preventDefault();
                control.focus();
                control.scrollIntoView?.({ block: "center" });
              }}
              className="font-medium text-red-800 underline"
            >
              {item.label}: {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
