import { useEffect, useRef } from "react";
import type { ComposedMail } from "~/forms/mail";
import type { FailureMessage as Failure } from "~/forms/outcome-messages";
import type { FormDefinition } from "~/forms/schema";
import { buttonVariants } from "~/components/ui/button-variants";
import { cn } from "~/lib/cn";

/** Besides the fields' own messages. */
export type Phase =
  | { kind: "editing" }
  | { kind: "pending" }
  | { kind: "sent" }
  | { kind: "mailed"; mail: ComposedMail }
  | ({ kind: "failed"; mail: ComposedMail } & Failure);

const tone = (dark: boolean) => (dark ? "bg-white/10 text-white" : "bg-brand-50 text-ink");

/** The whole text of a mail that did not fit in a mail link, to copy into the mail by hand. */
function TextToCopy({ mail, id }: { mail: ComposedMail; id: string }) {
  if (mail.complete) return null;
  return (
    <div className="mt-3">
      <label htmlFor={id} className="block text-sm font-semibold">
        Your whole message, to copy into the mail
      </label>
      <textarea
        id={id}
        readOnly
        value={mail.body}
        rows={6}
        className="mt-1.5 block w-full rounded-control border border-slate-400 bg-white px-3 py-2 text-sm text-ink"
      />
    </div>
  );
}

export function StatusMessage({
  phase,
  form,
  prefix,
  dark,
}: {
  phase: Phase;
  form: Pick<FormDefinition, "successTitle" | "successMessage">;
  prefix: string;
  dark: boolean;
}) {
  const sentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (phase.kind === "sent") sentRef.current?.focus();
  }, [phase.kind]);
  return (
    <div role="status" className="text-sm sm:col-span-2">
      {phase.kind === "pending" && (
        <p className={cn("rounded-control p-4", tone(dark))}>Sending your message…</p>
      )}
      {phase.kind === "sent" && (
        <div
          ref={sentRef}
          tabIndex={-1}
          className={cn("rounded-control p-4 focus:outline-none", tone(dark))}
        >
          <p className="font-semibold">{form.successTitle}</p>
          <p className="mt-1">{form.successMessage}</p>
        </div>
      )}
      {phase.kind === "mailed" && (
        <div className={cn("rounded-control p-4", tone(dark))}>
          <p>
            Your mail program should now open with your message to {phase.mail.to}. Nothing
            happened?{" "}
            <a
              href={phase.mail.href}
              data-composed
              className={cn(
                "font-semibold underline underline-offset-2",
                dark ? "text-white" : "text-brand-700",
              )}
            >
              Open the message again
            </a>{" "}
            or write to us directly.
          </p>
          <TextToCopy mail={phase.mail} id={`${prefix}-mail-text`} />
        </div>
      )}
    </div>
  );
}

/**
 * A send that did not go (the service failed, or the spam checks held it), or may not have (no
 * answer in time): what happened, Retry where it can help, and the same text as a mail. */
export function FailureMessage({
  phase,
  onRetry,
  prefix,
  dark,
}: {
  phase: Extract<Phase, { kind: "failed" }>;
  onRetry: () => void;
  prefix: string;
  dark: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Focus moves here when it appears: the visitor's next step is there.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      aria-labelledby={`${prefix}-failure-title`}
      data-delivery={phase.delivery}
      className={cn(
        "rounded-control border-2 p-4 text-sm focus:outline-none sm:col-span-2",
        dark ? "border-red-300 bg-navy-800 text-white" : "border-red-700 bg-red-50 text-ink",
      )}
    >
      <p id={`${prefix}-failure-title`} className="font-semibold">
        {phase.delivery === "uncertain"
          ? "Your message may not have arrived"
          : "Your message was not sent"}
      </p>
      <p className="mt-1">{phase.message}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {phase.retry && (
          <button className={buttonVariants({ size: "md" })} type="button" onClick={onRetry}>
            Retry
          </button>
        )}
        <a href={phase.mail.href} className={buttonVariants({ variant: "secondary", size: "md" })}>
          Send by email instead
        </a>
      </div>
      <TextToCopy mail={phase.mail} id={`${prefix}-failure-text`} />
    </div>
  );
}
