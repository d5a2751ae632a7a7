import { allAdvisories, allCaseStudies, allJobs, allPolicies, allWebinars } from "~/content/store";
import { csafDocumentPath, entryPath } from "~/route-table";
import { seo } from "~/lib/seo";
import { imageOf } from "~/lib/entry-images";
import { webinarLd } from "~/lib/structured-data-events";
import { jobPostingLd } from "~/lib/structured-data-job";
import { calendarPath } from "~/lib/calendar";
import { caseStudyCards, notFound, trailTo } from "./collections.server";

export function caseStudyData(slug: string) {
  const study = allCaseStudies.find((entry) => entry.slug === slug) ?? notFound("case study");
  const path = entryPath("case-study", slug);
  const trail = trailTo(path, study.title);
  return {
    meta: seo({
      title: study.title,
      description: study.summary,
      path,
      type: "article",
      trail,
      image: imageOf("case-study", study),
    }),
    trail,
    study,
    others: caseStudyCards().filter((other) => other.slug !== slug),
  };
}

export function advisoryData(slug: string) {
  const advisory = allAdvisories.find((entry) => entry.slug === slug) ?? notFound("advisory");
  const path = entryPath("advisory", slug);
  const trail = trailTo(path, advisory.id);
  return {
    meta: seo({
      title: `${advisory.id}: ${advisory.title}`,
      description: advisory.summary,
      path,
      type: "article",
      trail,
      image: imageOf("advisory", advisory),
    }),
    trail,
    advisory,
    csaf: csafDocumentPath(advisory.id, advisory.revisions[0]?.date ?? ""),
  };
}

export function webinarData(slug: string) {
  const webinar = allWebinars.find((entry) => entry.slug === slug) ?? notFound("webinar");
  const path = entryPath("webinar", slug);
  const trail = trailTo(path, webinar.title);
  return {
    meta: seo({
      title: webinar.title,
      description: webinar.summary,
      path,
      structuredData: [webinarLd(webinar, path)],
      trail,
      image: imageOf("webinar", webinar),
    }),
    trail,
    webinar,
    calendar: calendarPath("webinar", slug),
  };
}

export function jobData(slug: string) {
  const job = allJobs.find((entry) => entry.slug === slug) ?? notFound("job opening");
  const path = entryPath("job", slug);
  return {
    meta: seo({
      title: `${job.title}, ${job.location.label}`,
      description: job.summary,
      path,
      structuredData: [jobPostingLd(job, path)],
      trail: trailTo(path, job.title),
      image: imageOf("job", job),
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
