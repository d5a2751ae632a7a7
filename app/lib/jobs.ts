import type { JobOpening } from "~/collections/jobs";

/** A label of a shared control, not content (spec section 3). */
const employmentTypeLabels = {
  FULL_TIME: "Full-time",
  PART_TIME: "Part-time",
  CONTRACTOR: "Contract",
  INTERN: "Internship",
} as const satisfies Record<JobOpening["employmentType"], string>;

export const employmentTypeLabel = (job: Pick<JobOpening, "employmentType">) =>
  employmentTypeLabels[job.employmentType];
