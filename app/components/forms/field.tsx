import type { FieldDefinition } from "~/forms/schema";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

const controlClass =
  "mt-1.5 block w-full rounded-control border bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-500 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-brand-500";

/** Its hint and message ids derive from it. */
export const controlId = (prefix: string, name: string) => `${prefix}-${name}`;

interface FieldProps {
  field: FieldDefinition;
  prefix: string;
  error?: string;
  /** The newsletter box: lighter label and message colours. */
  surface?: "light" | "dark";
}

/**
 * The native attributes (required, maxLength, pattern, accept) are the checks a browser without our
 * script applies; with it, app/forms/validate.ts applies the same rules with our words. */
export function Field({ field, prefix, error, surface = "light" }: FieldProps) {
  const id = controlId(prefix, field.name);
  const describedBy =
    [field.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name: field.name,
    required: field.required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: cn(
      controlClass,
      error ? "border-red-700" : "border-slate-400 focus:border-brand-600",
    ),
  } as const;
  const dark = surface === "dark";
  const muted = dark ? "text-slate-300" : "text-muted";
  const checkbox = field.type === "checkbox";
  const label = (
    <label
      htmlFor={id}
      className={cn(
        checkbox ? "text-sm leading-relaxed" : "block text-sm font-semibold",
        dark ? "text-white" : "text-ink",
      )}
    >
      {field.label}
      {!field.required && (
        <span className={cn(!checkbox && "font-normal", muted)}> (optional)</span>
      )}
    </label>
  );
  const hint = field.hint && (
    <p id={`${id}-hint`} className={cn("mt-1", checkbox && "pl-8", "text-sm", muted)}>
      {field.hint}
    </p>
  );
  const message = error && (
    <p
      id={`${id}-error`}
      className={cn(
        "mt-1.5 flex items-start gap-1.5 text-sm font-medium",
        dark ? "text-red-200" : "text-red-700",
      )}
    >
      <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="sr-only">Error:</span> {error}
      </span>
    </p>
  );
  return (
    <div className={field.width === "half" && !checkbox ? "sm:col-span-1" : "sm:col-span-2"}>
      {checkbox ? (
        // A statement to tick (an NDA acknowledgement): the box before its label, sent as "yes" when ticked.
        <div className="flex items-start gap-3">
          <input
            id={id}
            name={field.name}
            type="checkbox"
            value="yes"
            required={field.required}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className="mt-0.5 size-5 shrink-0 accent-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          />
          {label}
        </div>
      ) : (
        label
      )}
      {hint}
      {checkbox ? null : field.type === "select" ? (
        <select {...common} defaultValue="">
          <option value="" disabled>
            {field.prompt ?? "Choose one"}
          </option>
          {(field.options ?? []).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : field.type === "textarea" ? (
        <textarea {...common} rows={6} minLength={field.minLength} maxLength={field.maxLength} />
      ) : (
        <input
          {...common}
          type={field.type === "datetime" ? "datetime-local" : field.type}
          autoComplete={field.autocomplete}
          spellCheck={field.type === "email" || field.type === "url" ? false : undefined}
          minLength={field.minLength}
          maxLength={field.maxLength}
          pattern={field.pattern}
          accept={field.accept}
        />
      )}
      {message}
    </div>
  );
}
