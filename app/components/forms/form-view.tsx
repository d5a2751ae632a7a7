import { withErrorBoundary } from "~/components/ui/error-screen";
import { buildFormsSettings, buildFormsTimeoutMs } from "~/forms/build-settings";
import type { NativePost } from "~/forms/adapters/types";
import { consentParts } from "~/forms/consent";
import { mailAction } from "~/forms/mail";
import type { FormDefinition } from "~/forms/schema";
import type { FormsSettings } from "~/forms/settings-schema";
import { HONEYPOT_FIELD } from "~/forms/spam";
import { errorSummary, visibleFields } from "~/forms/validate";
import { buttonVariants } from "~/components/ui/button-variants";
import { cn } from "~/lib/cn";
import { useHydratedFlag } from "~/browser/use-hydrated-flag";
import { ErrorSummary } from "./error-summary";
import { Field } from "./field";
import { FailureMessage, StatusMessage } from "./form-outcome";
import { useFormSender } from "./use-form-sender";

export interface FormViewProps {
  form: FormDefinition;
  parameter?: string;
  /** The form's accessible name; its title otherwise. */
  label?: string;
  /** Unique on the page; the form id otherwise. */
  idPrefix?: string;
  /** Data, so the adapters load only when a visitor sends. Null composes mail. */
  post: NativePost | null;
  surface?: "light" | "dark";
  settings?: FormsSettings;
  timeoutMs?: number;
  openMail?: (href: string) => void;
  /** The spam clock's start; lib/page-shown.ts by default. */
  shownAt?: number;
}

/** Without JavaScript, a plain HTML form that posts to the provider or composes a mail. */
export function FormView({
  form,
  parameter,
  label,
  idPrefix = form.id,
  post: native,
  surface = "light",
  settings = buildFormsSettings,
  timeoutMs = buildFormsTimeoutMs,
  openMail,
  shownAt,
}: FormViewProps) {
  const hydrated = useHydratedFlag();
  const { ref, errors, attempt, phase, onSubmit, onInput, retry, files, mailContext } =
    useFormSender({ form, parameter, settings, timeoutMs, openMail, shownAt });
  const online = settings.provider !== "none";
  const pending = phase.kind === "pending";
  const dark = surface === "dark";
  const consent = consentParts(form.consent);
  return (
    <form
      ref={ref}
      noValidate={hydrated}
      onSubmit={onSubmit}
      onInput={onInput}
      aria-label={label ?? form.title}
      aria-busy={pending || undefined}
      action={native?.action ?? mailAction(form, mailContext)}
      method="post"
      encType={native?.enctype ?? "text/plain"}
      {...native?.attributes}
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <ErrorSummary key={attempt} items={errorSummary(form, errors)} prefix={idPrefix} />
      {native?.hidden.map((input) => (
        <input key={input.name} type="hidden" name={input.name} value={input.value} />
      ))}
      {/* Off-screen, not display:none, which some bots skip; each password manager reads its own opt-out. */}
      {online && (
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            Leave this field empty
            <input
              type="text"
              name={HONEYPOT_FIELD}
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
              data-1p-ignore=""
              data-lpignore="true"
              data-bwignore=""
              data-form-type="other"
            />
          </label>
        </div>
      )}
      {visibleFields(form, files).map((field) => (
        <Field
          key={field.name}
          field={field}
          prefix={idPrefix}
          error={errors[field.name]}
          surface={surface}
        />
      ))}
      <p className={cn("text-sm sm:col-span-2", dark ? "text-slate-300" : "text-muted")}>
        {consent.before}
        {consent.link && (
          <a
            href="/legal/privacy"
            className={cn(
              "font-medium underline underline-offset-2",
              dark ? "text-white" : "text-brand-700",
            )}
          >
            {consent.link}
          </a>
        )}
        {consent.after}
      </p>
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <button
          className={buttonVariants({ size: "lg", variant: dark ? "inverse" : "primary" })}
          type="submit"
          disabled={pending}
        >
          {pending ? "Sending…" : form.submitLabel}
        </button>
        {!online && (
          <p className={cn("text-sm", dark ? "text-slate-300" : "text-muted")}>
            Opens your mail program with your message ready to send.
          </p>
        )}
      </div>
      <StatusMessage phase={phase} form={form} prefix={idPrefix} dark={dark} />
      {/* Keyed by the send: pressing send again and being held again is announced again. */}
      {phase.kind === "failed" && (
        <FailureMessage key={attempt} phase={phase} onRetry={retry} prefix={idPrefix} dark={dark} />
      )}
    </form>
  );
}

/** With the error screen in its place should it fail to render. */
export const FormIsland = withErrorBoundary(FormView);
