import type { Action } from "~/content/types";
import type { JobOpening } from "~/collections/jobs";
import { entryFormPath, entryPath } from "~/route-table";

export const jobPath = (job: Pick<JobOpening, "slug">) => entryPath("job", job.slug);

/** The job's application form (used when a form service is configured). */
export const applyPath = (job: Pick<JobOpening, "slug">) => entryFormPath("apply", job.slug);

/** Apply Now without a form service: a mail to the careers mailbox naming the job in the subject. */
export function applyAction(job: Pick<JobOpening, "title">): Action {
  return {
    kind: "mail",
    label: "Apply Now",
    mailbox: "careers",
    subject: `Application: ${job.title}`,
  };
}

/** A label of a shared control, not content (spec section 3). */
const employmentTypeLabels = {
  FULL_TIME: "Full-time",
  PART_TIME: "Part-time",
  CONTRACTOR: "Contract",
  INTERN: "Internship",
} as const satisfies Record<JobOpening["employmentType"], string>;

export const employmentTypeLabel = (job: Pick<JobOpening, "employmentType">) =>
  employmentTypeLabels[job.employmentType];
