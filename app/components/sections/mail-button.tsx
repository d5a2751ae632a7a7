import type { Action } from "~/content/types";
import { buttonVariants } from "~/components/ui/button-variants";
import { actionHref, formPageOrMail } from "~/lib/actions";

type MailAction = Extract<Action, { kind: "mail" }>;

/**
 * A mail-compose button inside a card: its label repeats across cards ("Register Now"), so it
 * is described by the card's title for screen readers. With `formPath`, a configured form
 * service turns it into a link to that form's page.
 */
export function MailButton({ action, formPath, describedBy, variant = "primary" }: { action: MailAction; formPath?: string; describedBy?: string; variant?: "primary" | "secondary" }) {
  return (
    <a href={formPath ? formPageOrMail(formPath, action) : actionHref(action)} aria-describedby={describedBy} className={buttonVariants({ variant, size: "md" })}>
      {action.label}
    </a>
  );
}
