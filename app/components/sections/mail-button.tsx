import type { Action } from "~/content/types";
import { buttonVariants } from "~/components/ui/button-variants";
import { actionHref, formPageOrMail } from "~/lib/actions";

type MailAction = Extract<Action, { kind: "mail" }>;

/**
 * Its label repeats across cards, so the card's title describes it for screen readers. With
 * `formPath`, a configured form service makes it a link to that form's page. */
export function MailButton({ action, formPath, describedBy, variant = "primary" }: { action: MailAction; formPath?: string; describedBy?: string; variant?: "primary" | "secondary" }) {
  return (
    <a href={formPath ? formPageOrMail(formPath, action) : actionHref(action)} aria-describedby={describedBy} className={buttonVariants({ variant, size: "md" })}>
      {action.label}
    </a>
  );
}
