/**
 * schema.org JSON-LD, built from the typed content and emitted through React Router meta
 * descriptors (`{ "script:ld+json": ... }`). Pure functions: each describes only what its page
 * shows. JSON-LD blocks are data, not executed script, so the CSP needs no hash for them.
 */
import { type Office, type SiteConfig, site } from "~/content/site";
import type { EventItem, JobOpening, Section, Webinar } from "~/content/types";

export type JsonLd = Record<string, unknown>;

const CONTEXT = "https://schema.org";
const SCHEMA = "https://schema.org/";

export function absoluteUrl(path: string): string {
  return `${site.origin}${path.startsWith("/") ? path : `/${path}`}`;
}

/**
 * Titles of the section index pages a breadcrumb passes through (the same as those pages'
 * meta titles; a test keeps them equal). Ancestors that are not a page of their own (/legal)
 * or only an alias (/company) are left out of the trail.
 */
export const breadcrumbParents: Readonly<Record<string, string>> = {
  "/platform": "Security Platform",
  "/services": "Our Services",
  "/solutions": "Security Solutions",
  "/resources": "Resources",
  "/company/careers": "Careers",
};

function postalAddress(office: Office): JsonLd {
  return {
    "@type": "PostalAddress",
    streetAddress: office.street.join(", "),
    addressLocality: office.locality,
    addressRegion: office.region,
    postalCode: office.postalCode,
    addressCountry: office.countryCode,
  };
}

/** The short reference other blocks use for the company. */
function companyRef(): JsonLd {
  return { "@type": "Organization", name: site.name, url: `${site.origin}/`, logo: absoluteUrl("/logo.png") };
}

/** The company, on every page. */
export function organizationLd(): JsonLd {
  const social: SiteConfig["social"] = site.social;
  const sameAs = social.flatMap((profile) => (profile.url ? [profile.url] : []));
  return {
    "@context": CONTEXT,
    ...companyRef(),
    "@id": `${site.origin}/#organization`,
    legalName: site.legalName,
    email: site.mailboxes.contact,
    foundingDate: String(site.foundingYear),
    address: site.offices.map(postalAddress),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/** Home, the section pages passed through, then the page itself (nested paths only). */
export function breadcrumbLd(path: string, title: string): JsonLd | undefined {
  const segments = path.split("/").filter(Boolean);
  if (segments.length < 2) return undefined;
  const trail: [string, string][] = [["Home", "/"]];
  for (let depth = 1; depth < segments.length; depth++) {
    const ancestor = `/${segments.slice(0, depth).join("/")}`;
    const name = breadcrumbParents[ancestor];
    if (name) trail.push([name, ancestor]);
  }
  trail.push([title, path]);
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: trail.map(([name, item], index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: absoluteUrl(item),
    })),
  };
}

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

const ONLINE = `${SCHEMA}OnlineEventAttendanceMode`;

/** An upcoming event as the resources page lists it: online, or at a venue. */
export function eventLd(event: EventItem, path: string): JsonLd {
  const url = absoluteUrl(`${path}#event-${event.slug}`);
  const online = event.location.kind === "online";
  return {
    "@context": CONTEXT,
    "@type": "Event",
    name: event.title,
    description: event.description,
    startDate: event.startDate,
    ...(event.endDate ? { endDate: event.endDate } : {}),
    eventStatus: `${SCHEMA}EventScheduled`,
    eventAttendanceMode: online ? ONLINE : `${SCHEMA}OfflineEventAttendanceMode`,
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
  };
}

/** "2024-03-07T14:00:00-05:00" plus minutes, keeping the offset it was written in. */
export function addMinutes(isoWithOffset: string, minutes: number): string {
  const offset = /([+-]\d{2}:\d{2}|Z)$/.exec(isoWithOffset)?.[1] ?? "Z";
  const sign = offset === "Z" ? 0 : offset.startsWith("-") ? -1 : 1;
  const offsetMinutes = sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)) || 0);
  const local = new Date(Date.parse(isoWithOffset) + (minutes + offsetMinutes) * 60_000);
  return `${local.toISOString().slice(0, 19)}${offset}`;
}

/** A webinar session (online, with its speaker). */
export function webinarLd(webinar: Webinar, path: string): JsonLd {
  const url = absoluteUrl(`${path}#webinar-${webinar.slug}`);
  return {
    "@context": CONTEXT,
    "@type": "Event",
    name: webinar.title,
    description: webinar.description,
    startDate: webinar.startDate,
    endDate: addMinutes(webinar.startDate, webinar.durationMinutes),
    eventStatus: `${SCHEMA}EventScheduled`,
    eventAttendanceMode: ONLINE,
    location: { "@type": "VirtualLocation", url },
    organizer: companyRef(),
    performer: { "@type": "Person", name: webinar.speaker, jobTitle: webinar.role },
    url,
  };
}

/** Event blocks for the events and webinars a page's sections show. */
export function sectionsLd(sections: readonly Section[], path: string): JsonLd[] {
  return sections.flatMap((section) =>
    section.type === "events"
      ? section.items.map((event) => eventLd(event, path))
      : section.type === "webinars"
        ? section.items.map((webinar) => webinarLd(webinar, path))
        : [],
  );
}
