import type { Action, JobOpening } from "~/content/types";
import { entryFormPath, entryPath } from "~/route-table";

export function jobPath(job: Pick<JobOpening, "slug">): string {
  return entryPath("job", job.slug);
}

/** The job's application form (used when a form service is configured). */
export function applyPath(job: Pick<JobOpening, "slug">): string {
  return entryFormPath("apply", job.slug);
}

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

export function employmentTypeLabel(job: Pick<JobOpening, "employmentType">): string {
  return employmentTypeLabels[job.employmentType];
}
