import type { Action, JobOpening, JobSlug } from "~/content/types";
import { employmentTypeLabels, jobs } from "~/content/jobs";

/** The job's own page (its path is in the route table: JobSlug guarantees it). */
export function jobPath(job: Pick<JobOpening, "slug">): `/company/careers/${JobSlug}` {
  return `/company/careers/${job.slug}`;
}

/** Apply Now: a mail to the careers mailbox naming the job in the subject. */
export function applyAction(job: Pick<JobOpening, "title">): Action {
  return { kind: "mail", label: "Apply Now", mailbox: "careers", subject: `Application: ${job.title}` };
}

export function employmentTypeLabel(job: Pick<JobOpening, "employmentType">): string {
  return employmentTypeLabels[job.employmentType];
}

/** "November 2, 2026" from an ISO date, the same in every time zone. */
export function formatIsoDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** The opening a job page's path names; a 404 response for any other path. */
export function jobAt(pathname: string): JobOpening {
  const path = pathname.replace(/\/+$/, "");
  const job = jobs.find((candidate) => jobPath(candidate) === path);
  if (!job) throw new Response("No such job opening", { status: 404 });
  return job;
}
