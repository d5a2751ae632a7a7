import { describe, expect, it } from "vitest";
import { allEvents as events, allJobs as jobs, allWebinars } from "@generated/content";
import { site } from "~/content/site";
import { trailTo } from "~/loaders/collections.server";
import { pageData } from "~/loaders/page.server";
import { breadcrumbLd, organizationLd } from "./structured-data";
import { addMinutes, eventLd, webinarLd } from "./structured-data-events";
import { jobPostingLd } from "./structured-data-job";

const webinars = [...allWebinars].sort((a, b) => a.start.localeCompare(b.start));
const ldOf = (path: string) => pageData(path).meta.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"] as Record<string, unknown>] : []));

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
    const trail = breadcrumbLd(trailTo("/services/red-team", "Red Team Operations"));
    expect(trail?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${site.origin}/` },
      { "@type": "ListItem", position: 2, name: "Our Services", item: `${site.origin}/services` },
      { "@type": "ListItem", position: 3, name: "Red Team Operations", item: `${site.origin}/services/red-team` },
    ]);
  });

  it("skips ancestors that are not pages of their own and leaves top-level pages without one", () => {
    expect(breadcrumbLd(trailTo("/legal/privacy", "Privacy Policy"))?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${site.origin}/` },
      { "@type": "ListItem", position: 2, name: "Privacy Policy", item: `${site.origin}/legal/privacy` },
    ]);
    expect(trailTo("/company/careers/security-consultant", "Security Consultant").map(([name]) => name)).toEqual(["Home", "Careers", "Security Consultant"]);
    expect(breadcrumbLd(trailTo("/services", "Our Services"))).toBeUndefined();
    expect(breadcrumbLd(trailTo("/", "Home"))).toBeUndefined();
  });

  it("names each ancestor by that page's own title", () => {
    expect(trailTo("/resources/case-studies/regional-bank-soc", "A bank")).toEqual([
      ["Home", "/"],
      ["Resources", "/resources"],
      ["Case Studies", "/resources/case-studies"],
      ["A bank", "/resources/case-studies/regional-bank-soc"],
    ]);
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
      expect(posting.description).toContain(job.summary.replace(/&/g, "&amp;"));
      expect(posting.description).toContain("<ul>");
      expect(Date.parse(job.validThrough)).toBeGreaterThan(Date.parse(job.datePosted));
    }
  });

  it("places on-site roles at a postal address and the remote role by country", () => {
    const onSite = jobPostingLd(first(jobs, (job) => job.location.city === "San Francisco"), "/x");
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

  it("escapes markup characters in the summary of the HTML description", () => {
    const job = { ...first(jobs), summary: "MITRE ATT&CK <and> more" };
    expect(jobPostingLd(job, "/x").description).toContain("<p>MITRE ATT&amp;CK &lt;and&gt; more</p>");
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
    const session = webinarLd(first(webinars), "/resources/webinars/x");
    expect(session).toMatchObject({
      startDate: "2024-03-07T14:00:00-05:00",
      endDate: "2024-03-07T15:00:00-05:00",
      url: `${site.origin}/resources/webinars/x`,
      location: { "@type": "VirtualLocation" },
      performer: { "@type": "Person", name: first(webinars).speaker },
    });
    expect(addMinutes("2024-03-21T23:30:00+05:30", 45)).toBe("2024-03-22T00:15:00+05:30");
  });

  it("gives a page one Event per event and webinar it lists", () => {
    const eventsOf = (path: string) => ldOf(path).filter((block) => block["@type"] === "Event");
    expect(eventsOf("/resources")).toHaveLength(events.length);
    expect(eventsOf("/resources/webinars")).toHaveLength(webinars.length);
    expect(eventsOf("/services")).toEqual([]);
  });
});
