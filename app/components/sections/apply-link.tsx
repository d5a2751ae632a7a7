import type { JobOpening } from "~/content/types";
import { buttonVariants } from "~/components/ui/button-variants";
import { actionHref } from "~/lib/actions";
import { applyAction } from "~/lib/jobs";

/** Apply Now for one job: composes a mail to the careers mailbox naming the job. */
export function ApplyLink({ job, surface = "light" }: { job: Pick<JobOpening, "title">; surface?: "light" | "dark" }) {
  const action = applyAction(job);
  return (
    <a href={actionHref(action)} aria-label={`${action.label}: ${job.title}`}
      className={buttonVariants({ variant: surface === "dark" ? "inverse" : "primary", size: "lg" })}
    >
      {action.label}
    </a>
  );
}
