import { site } from "~/content/site";
import type { JobOpening } from "~/content/types";
import { CONTEXT, type JsonLd, absoluteUrl, companyRef } from "./structured-data";

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const htmlList = (heading: string, items: string[]) =>
  `<h3>${heading}</h3><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;

/** A job opening on its own page: the fields Google's job search requires and recommends. */
export function jobPostingLd(job: JobOpening, path: string): JsonLd {
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
  return {
    "@context": CONTEXT,
    "@type": "JobPosting",
    title: job.title,
    description:
      `<p>${escapeHtml(job.description)}</p>` +
      htmlList("Responsibilities", job.responsibilities) +
      htmlList("Requirements", job.requirements),
    identifier: { "@type": "PropertyValue", name: site.name, value: job.slug },
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    employmentType: job.employmentType,
    hiringOrganization: companyRef(),
    ...place,
    // Applications go by email to the careers mailbox, not through a form on this page.
    directApply: false,
    url: absoluteUrl(path),
  };
}
