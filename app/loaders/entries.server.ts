import { allAdvisories, allCaseStudies, allJobs, allPolicies, allWebinars } from "~/content/store";
import { csafDocumentPath } from "~/route-table";
import { seo } from "~/lib/seo";
import { webinarLd } from "~/lib/structured-data-events";
import { jobPostingLd } from "~/lib/structured-data-job";
import { calendarPath } from "~/lib/calendar";
import { caseStudyCards, entryPage, notFound, trailTo } from "./collections.server";

export function caseStudyData(slug: string) {
  const { entry: study, path, image, trail } = entryPage("case-study", allCaseStudies, slug);
  return {
    meta: seo({
      title: study.title,
      description: study.summary,
      path,
      type: "article",
      trail,
      image,
    }),
    trail,
    study,
    others: caseStudyCards().filter((other) => other.slug !== slug),
  };
}

export function advisoryData(slug: string) {
  const page = entryPage("advisory", allAdvisories, slug, (found) => found.id);
  const { entry: advisory, path, image, trail } = page;
  return {
    meta: seo({
      title: `${advisory.id}: ${advisory.title}`,
      description: advisory.summary,
      path,
      type: "article",
      trail,
      image,
    }),
    trail,
    advisory,
    /** The advisory as a CSAF 2.0 document (app/lib/csaf.ts). */
    csaf: csafDocumentPath(advisory.id, advisory.revisions[0]?.date ?? ""),
  };
}

export function webinarData(slug: string) {
  const { entry: webinar, path, image, trail } = entryPage("webinar", allWebinars, slug);
  return {
    meta: seo({
      title: webinar.title,
      description: webinar.summary,
      path,
      structuredData: [webinarLd(webinar, path)],
      trail,
      image,
    }),
    trail,
    webinar,
    /** The session's calendar file (.ics). */
    calendar: calendarPath("webinar", slug),
  };
}

export function jobData(slug: string) {
  const { entry: job, path, image, trail } = entryPage("job", allJobs, slug);
  return {
    meta: seo({
      title: `${job.title}, ${job.location.label}`,
      description: job.summary,
      path,
      structuredData: [jobPostingLd(job, path)],
      trail,
      image,
    }),
    job,
  };
}

/** A policy (content/policies/<name>.md) at its address: /legal/<name> or its `path:`. */
export function policyData(path: string) {
  const policy = allPolicies.find((entry) => entry.path === path) ?? notFound("policy");
  const trail = trailTo(path, policy.title);
  return {
    meta: seo({
      title: policy.title,
      description: policy.description,
      path,
      trail,
    }),
    trail,
    policy,
  };
}
