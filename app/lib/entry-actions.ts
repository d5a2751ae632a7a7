// The mail an entry's button composes when no form service is configured; free of the company's
// settings, so the browser tests can import it too.
import type { Action } from "~/content/types";
import type { JobOpening } from "~/collections/jobs";
import type { Webinar } from "~/collections/webinars";

/** Apply Now without a form service: a mail to the careers mailbox naming the job in the subject. */
export function applyAction(job: Pick<JobOpening, "title">): Action {
  return {
    kind: "mail",
    label: "Apply Now",
    mailbox: "careers",
    subject: `Application: ${job.title}`,
  };
}

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
