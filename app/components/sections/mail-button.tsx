import type { Action } from "~/content/types";
import { buttonVariants } from "~/components/ui/button-variants";
import { actionHref } from "~/lib/actions";

type MailAction = Extract<Action, { kind: "mail" }>;

/**
 * A mail-compose button inside a card: its label repeats across cards ("Register Now"), so it
 * is described by the card's title for screen readers.
 */
export function MailButton({ action, describedBy, variant = "primary" }: { action: MailAction; describedBy?: string; variant?: "primary" | "secondary" }) {
  return (
    <a href={actionHref(action)} aria-describedby={describedBy} className={buttonVariants({ variant, size: "md" })}>
      {action.label}
    </a>
  );
}
