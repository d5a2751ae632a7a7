import {
  allAdvisories,
  allCaseStudies,
  allJobs,
  allPolicies,
  allWebinars,
} from "~/content-layer/store";
import { csafDocumentPath } from "~/route-table";
import { seo } from "~/lib/seo";
import { webinarLd } from "~/lib/structured-data-events";
import { jobPostingLd } from "~/lib/structured-data-job";
import { calendarPath } from "~/lib/calendar";
import { caseStudyCards, entryPage, notFound, trailTo } from "./collections.server";

export function caseStudyData(slug: string) {
  const { entry: study, trail, meta } = entryPage("case-study", allCaseStudies, slug);
  return {
    meta: meta({ title: study.title, description: study.summary, type: "article" }),
    trail,
    study,
    others: caseStudyCards().filter((other) => other.slug !== slug),
  };
}

export function advisoryData(slug: string) {
  const page = entryPage("advisory", allAdvisories, slug, (found) => found.id);
  const { entry: advisory, trail } = page;
  return {
    meta: page.meta({
      title: `${advisory.id}: ${advisory.title}`,
      description: advisory.summary,
      type: "article",
    }),
    trail,
    advisory,
    csaf: csafDocumentPath(advisory.id, advisory.revisions[0]?.date ?? ""),
  };
}

export function webinarData(slug: string) {
  const { entry: webinar, path, trail, meta } = entryPage("webinar", allWebinars, slug);
  return {
    meta: meta({
      title: webinar.title,
      description: webinar.summary,
      structuredData: [webinarLd(webinar, path)],
    }),
    trail,
    webinar,
    calendar: calendarPath("webinar", slug),
  };
}

export function jobData(slug: string) {
  const { entry: job, path, meta } = entryPage("job", allJobs, slug);
  return {
    meta: meta({
      title: `${job.title}, ${job.location.label}`,
      description: job.summary,
      structuredData: [jobPostingLd(job, path)],
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
