import { site } from "~/content/site";
import type { JobEntry } from "~/collections/jobs";
import { type JsonLd, absoluteUrl, companyRef, ld } from "./structured-data";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A job opening on its own page: the fields Google's job search requires and recommends. */
export function jobPostingLd(job: JobEntry, path: string): JsonLd {
  const { location } = job;
  const place = location.remote
    ? {
        jobLocationType: "TELECOMMUTE",
        applicantLocationRequirements: { "@type": "Country", name: location.country },
      }
    : {
        jobLocation: {
          "@type": "Place",
          address: {
            "@type": "PostalAddress",
            addressLocality: location.city,
            addressRegion: location.region,
            addressCountry: location.country,
          },
        },
      };
  return ld("JobPosting", {
    title: job.title,
    // The page's own description: the summary, then the Markdown body (responsibilities, requirements) as HTML.
    description: `<p>${escapeHtml(job.summary)}</p>${job.html}`,
    identifier: { "@type": "PropertyValue", name: site.name, value: job.slug },
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    employmentType: job.employmentType,
    hiringOrganization: companyRef(),
    ...place,
    // Applications go by email to the careers mailbox, not through a form on this page.
    directApply: false,
    url: absoluteUrl(path),
  });
}
