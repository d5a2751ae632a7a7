import type { JobOpening } from "~/content/types";
import { buttonVariants } from "~/components/ui/button-variants";
import { formPageOrMail } from "~/lib/actions";
import { applyAction, applyPath } from "~/lib/jobs";

/** Apply Now for one job: its application form with a form service configured, else a mail to the careers mailbox naming the job. */
export function ApplyLink({ job, surface = "light" }: { job: Pick<JobOpening, "title" | "slug">; surface?: "light" | "dark" }) {
  const action = applyAction(job);
  return (
    <a href={formPageOrMail(applyPath(job), action)} aria-label={`${action.label}: ${job.title}`}
      className={buttonVariants({ variant: surface === "dark" ? "inverse" : "primary", size: "lg" })}
    >
      {action.label}
    </a>
  );
}
