import { describe, expect, it } from "vitest";
import { jobs } from "~/content/jobs";
import { page as careers } from "~/content/pages/company/careers";
import { page as platform } from "~/content/pages/platform/index";
import { events, page as resources } from "~/content/pages/resources/index";
import { page as webinarsPage, webinars } from "~/content/pages/resources/webinars";
import { page as services } from "~/content/pages/services/index";
import { page as solutions } from "~/content/pages/solutions/index";
import { site } from "~/content/site";
import { breadcrumbLd, breadcrumbParents, organizationLd } from "./structured-data";
import { addMinutes, eventLd, eventsLd, webinarLd } from "./structured-data-events";
import { jobPostingLd } from "./structured-data-job";

/** The first item matching, failing the test when there is none. */
function first<T>(items: readonly T[], match: (item: T) => boolean = () => true): T {
  const found = items.find(match);
  if (found === undefined) throw new Error("no matching item");
  return found;
}

/** What a crawler does with the block: it must survive a JSON round trip unchanged. */
const roundTrip = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

describe("Organization", () => {
  const org = roundTrip(organizationLd());

  it("names the company with its legal name, logo, email and founding year", () => {
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: site.name,
      legalName: site.legalName,
      url: `${site.origin}/`,
      logo: `${site.origin}/logo.png`,
      email: site.mailboxes.contact,
      foundingDate: "2017",
    });
  });

  it("lists both offices as postal addresses", () => {
    expect(org.address).toEqual([
      expect.objectContaining({ "@type": "PostalAddress", addressLocality: "San Francisco", addressCountry: "US" }),
      expect.objectContaining({ "@type": "PostalAddress", addressLocality: "Bengaluru", addressCountry: "IN" }),
    ]);
  });

  it("claims no social profile the configuration does not give a URL for", () => {
    const configured = site.social.filter((profile) => "url" in profile);
    if (configured.length === 0) expect(org).not.toHaveProperty("sameAs");
    else expect(org.sameAs).toHaveLength(configured.length);
  });
});

describe("BreadcrumbList", () => {
  it("walks from Home through the section page to the page itself", () => {
    const trail = breadcrumbLd("/services/red-team", "Red Team Operations");
    expect(trail?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${site.origin}/` },
      { "@type": "ListItem", position: 2, name: "Our Services", item: `${site.origin}/services` },
      { "@type": "ListItem", position: 3, name: "Red Team Operations", item: `${site.origin}/services/red-team` },
    ]);
  });

  it("skips ancestors that are not pages of their own and leaves top-level pages without one", () => {
    expect(breadcrumbLd("/legal/privacy", "Privacy Policy")?.itemListElement).toHaveLength(2);
    expect(breadcrumbLd("/company/careers/security-consultant", "Security Consultant")?.itemListElement).toHaveLength(3);
    expect(breadcrumbLd("/services", "Our Services")).toBeUndefined();
    expect(breadcrumbLd("/", "Home")).toBeUndefined();
  });

  it("names each section page by that page's own title", () => {
    const pages = [platform, services, solutions, resources, careers];
    expect(breadcrumbParents).toEqual(Object.fromEntries(pages.map((p) => [p.path, p.meta.title])));
  });
});

describe("JobPosting", () => {
  it("carries what job search requires for every opening", () => {
    for (const job of jobs) {
      const posting = roundTrip(jobPostingLd(job, `/company/careers/${job.slug}`));
      expect(posting).toMatchObject({
        "@type": "JobPosting",
        title: job.title,
        datePosted: job.datePosted,
        validThrough: job.validThrough,
        employmentType: job.employmentType,
        hiringOrganization: { "@type": "Organization", name: site.name },
        directApply: false,
      });
      expect(posting.description).toContain(job.responsibilities[0]?.replace(/&/g, "&amp;"));
      expect(Date.parse(job.validThrough)).toBeGreaterThan(Date.parse(job.datePosted));
    }
  });

  it("places on-site roles at a postal address and the remote role by country", () => {
    const onSite = jobPostingLd(first(jobs, (job) => !job.location.remote), "/x");
    expect(onSite.jobLocation).toMatchObject({
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: "San Francisco", addressRegion: "CA", addressCountry: "US" },
    });
    const remote = jobPostingLd(first(jobs, (job) => job.location.remote === true), "/x");
    expect(remote).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "US" },
    });
    expect(remote).not.toHaveProperty("jobLocation");
  });

  it("escapes markup characters in the HTML description", () => {
    const job = { ...first(jobs), requirements: ["MITRE ATT&CK <and> more"] };
    expect(jobPostingLd(job, "/x").description).toContain("<li>MITRE ATT&amp;CK &lt;and&gt; more</li>");
  });
});

describe("Event", () => {
  it("describes online events with a virtual location and venue events with an address", () => {
    const online = first(events, (event) => event.location.kind === "online");
    expect(eventLd(online, "/resources")).toMatchObject({
      "@type": "Event",
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      eventStatus: "https://schema.org/EventScheduled",
      location: { "@type": "VirtualLocation", url: expect.stringMatching(/^https:\/\/.+\/resources#event-/) },
      organizer: { name: site.name },
    });
    const venue = first(events, (event) => event.location.kind === "venue");
    expect(eventLd(venue, "/resources")).toMatchObject({
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: expect.any(String) } },
    });
  });

  it("gives each webinar its speaker and an end time from its duration, in its own offset", () => {
    const session = webinarLd(first(webinars), "/resources/webinars");
    expect(session).toMatchObject({
      startDate: "2024-03-07T14:00:00-05:00",
      endDate: "2024-03-07T15:00:00-05:00",
      location: { "@type": "VirtualLocation" },
      performer: { "@type": "Person", name: first(webinars).speaker },
    });
    expect(addMinutes("2024-03-21T23:30:00+05:30", 45)).toBe("2024-03-22T00:15:00+05:30");
  });

  it("finds one Event per listed event and webinar in a page's sections", () => {
    expect(eventsLd(resources)).toHaveLength(events.length);
    expect(eventsLd(webinarsPage)).toHaveLength(webinars.length);
    expect(eventsLd(services)).toEqual([]);
  });
});
