import type { Action } from "~/content/types";
import type { Webinar } from "~/collections/webinars";

/** Register Now for a past session without a form service: a mail asking for the recording (with one, its register form). */
export function replayRequest(
  webinar: Pick<Webinar, "title" | "date">,
): Extract<Action, { kind: "mail" }> {
  return {
    kind: "mail",
    label: "Register Now",
    mailbox: "contact",
    subject: `Register for the on-demand replay: ${webinar.title} (${webinar.date})`,
    body: "Please send me the recording.\n\nName:\nCompany:\nJob title:\n",
  };
}
