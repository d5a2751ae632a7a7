import type { Action } from "~/content/types";
import { buttonVariants } from "~/components/ui/button-variants";
import { actionHref, formPageOrMail } from "~/lib/actions";

type MailAction = Extract<Action, { kind: "mail" }>;

/** Its label repeats across cards, so the card's title describes it for screen readers. */
export function MailButton({ action, formPath, describedBy }: { action: MailAction; formPath?: string; describedBy?: string }) {
  return (
    <a href={formPath ? formPageOrMail(formPath, action) : actionHref(action)} aria-describedby={describedBy} className={buttonVariants({ variant: "primary", size: "md" })}>
      {action.label}
    </a>
  );
}
