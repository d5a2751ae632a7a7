import type { JobOpening } from "~/content/types";
import { buttonVariants } from "~/components/ui/button-variants";
import { formPageOrMail } from "~/lib/actions";
import { applyAction, applyPath } from "~/lib/jobs";

export function ApplyLink({ job }: { job: Pick<JobOpening, "title" | "slug"> }) {
  const action = applyAction(job);
  return (
    <a href={formPageOrMail(applyPath(job), action)} aria-label={`${action.label}: ${job.title}`} className={buttonVariants({ variant: "primary", size: "lg" })}>
      {action.label}
    </a>
  );
}
