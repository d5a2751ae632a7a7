/**
 * schema.org JSON-LD that every page carries; each block describes only what its page shows.
 * JSON-LD is data, not executed script, so the CSP needs no hash for it. */
import { site } from "~/content/site";
import type { EventItem } from "~/content/types";
import type { ArticleEntry } from "~/collections/articles";
import type { JobEntry } from "~/collections/jobs";
import type { ResearchEntry } from "~/collections/research";
import type { Webinar } from "~/collections/webinars";

export type JsonLd = Record<string, unknown>;

export const ld = (type: string, fields: JsonLd): JsonLd => ({
  "@context": "https://schema.org",
  "@type": type,
  ...fields,
});

export function absoluteUrl(path: string): string {
  return `${site.origin}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The short reference other blocks use for the company. */
export function companyRef(): JsonLd {
  return {
    "@type": "Organization",
    name: site.name,
    url: `${site.origin}/`,
    logo: absoluteUrl("/logo.png"),
  };
}

export function organizationLd(): JsonLd {
  const sameAs = site.social.flatMap((profile) => (profile.url ? [profile.url] : []));
  return ld("Organization", {
    ...companyRef(),
    "@id": `${site.origin}/#organization`,
    legalName: site.legalName,
    email: site.mailboxes.contact,
    foundingDate: String(site.foundingYear),
    address: site.offices.map((office) => ({
      "@type": "PostalAddress",
      streetAddress: office.street.join(", "),
      addressLocality: office.locality,
      addressRegion: office.region,
      postalCode: office.postalCode,
      addressCountry: office.countryCode,
    })),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  });
}

export function breadcrumbLd(
  trail: readonly (readonly [name: string, path: string])[],
): JsonLd | undefined {
  // A top-level page (/platform) is its own trail from Home: only nested pages get one.
  const path = trail.at(-1)?.[1] ?? "/";
  if (trail.length < 2 || path.split("/").filter(Boolean).length < 2) return undefined;
  return ld("BreadcrumbList", {
    itemListElement: trail.map(([name, item], index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: absoluteUrl(item),
    })),
  });
}

interface Written {
  title: string;
  description: string;
  date: string;
  updated?: string;
  words: number;
}

/** A written page's block; `topics` (its section, keywords) come before the word count. */
function writtenLd(
  type: string,
  page: Written,
  author: JsonLd | JsonLd[],
  path: string,
  image: string,
  topics: JsonLd = {},
): JsonLd {
  return ld(type, {
    headline: page.title,
    description: page.description,
    datePublished: page.date,
    dateModified: page.updated ?? page.date,
    author,
    publisher: companyRef(),
    image: absoluteUrl(image),
    mainEntityOfPage: absoluteUrl(path),
    url: absoluteUrl(path),
    ...topics,
    wordCount: page.words,
  });
}

export function blogPostingLd(article: ArticleEntry, path: string, category: string): JsonLd {
  const author = { "@type": "Person", name: article.authorName, jobTitle: article.authorRole };
  return writtenLd("BlogPosting", article, author, path, article.image.src, {
    articleSection: category,
    keywords: article.tags.join(", "),
  });
}

/** A threat research report: a Report by its authors, naming what it is about (never its indicators). */
export function researchReportLd(report: ResearchEntry, path: string, image: string): JsonLd {
  const authors = report.authorNames.map((name) => ({ "@type": "Person", name }));
  const keywords = [
    ...report.malware.map((item) => item.name),
    ...report.techniques.map((technique) => `${technique.id} ${technique.name}`),
  ].join(", ");
  return writtenLd("Report", { ...report, description: report.summary }, authors, path, image, {
    keywords,
  });
}

/** An entry of a collection with no code of its own (a press release): an Article by the company. */
export function simpleEntryLd(entry: Written, path: string, image: string): JsonLd {
  return writtenLd("Article", entry, companyRef(), path, image);
}

const SCHEMA = "https://schema.org/";
const ONLINE = `${SCHEMA}OnlineEventAttendanceMode`;

/** An upcoming event as the resources page lists it: online, or at a venue. */
export function eventLd(event: EventItem, path: string): JsonLd {
  const url = absoluteUrl(`${path}#event-${event.slug}`);
  return ld("Event", {
    name: event.title,
    description: event.description,
    startDate: event.startDate,
    ...(event.endDate ? { endDate: event.endDate } : {}),
    eventStatus: `${SCHEMA}EventScheduled`,
    eventAttendanceMode:
      event.location.kind === "online" ? ONLINE : `${SCHEMA}OfflineEventAttendanceMode`,
    location:
      event.location.kind === "online"
        ? { "@type": "VirtualLocation", url }
        : {
            "@type": "Place",
            name: event.location.name,
            address: {
              "@type": "PostalAddress",
              addressLocality: event.location.city,
              addressCountry: event.location.country,
            },
          },
    organizer: companyRef(),
    url,
  });
}

/** "2024-03-07T14:00:00-05:00" plus minutes, keeping the offset it was written in. */
export function addMinutes(isoWithOffset: string, minutes: number): string {
  const offset = /([+-]\d{2}:\d{2}|Z)$/.exec(isoWithOffset)?.[1] ?? "Z";
  const sign = offset === "Z" ? 0 : offset.startsWith("-") ? -1 : 1;
  const offsetMinutes = sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)) || 0);
  const local = new Date(Date.parse(isoWithOffset) + (minutes + offsetMinutes) * 60_000);
  return `${local.toISOString().slice(0, 19)}${offset}`;
}

/** A webinar session on its own page (online, with its speaker). */
export function webinarLd(webinar: Webinar, path: string): JsonLd {
  const url = absoluteUrl(path);
  return ld("Event", {
    name: webinar.title,
    description: webinar.summary,
    startDate: webinar.start,
    endDate: addMinutes(webinar.start, webinar.durationMinutes),
    eventStatus: `${SCHEMA}EventScheduled`,
    eventAttendanceMode: ONLINE,
    location: { "@type": "VirtualLocation", url },
    organizer: companyRef(),
    performer: { "@type": "Person", name: webinar.speaker, jobTitle: webinar.role },
    url,
  });
}

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
