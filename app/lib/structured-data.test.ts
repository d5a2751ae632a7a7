/**
 * Structured data (Organization, BreadcrumbList, JobPosting, Event) complete for every entry the
 * content has, from the company's own facts. The launch content's year, offices, titles and times
 * are structured-data.launch.test.ts.
 */
import { describe, expect, it } from "vitest";
import { entriesIn, siteEntries } from "~/content-layer/store";
import { site } from "~/content/site";
import { trailTo } from "~/page-data/collections.server";
import { pageData } from "~/page-data/page.server";
import { pageAt, pageTitles } from "../../test/content";
import {
  addMinutes,
  breadcrumbLd,
  eventLd,
  jobPostingLd,
  organizationLd,
  webinarLd,
} from "./structured-data";

const events = await siteEntries("events");
const jobs = await entriesIn("jobs");
const allPages = await siteEntries("pages");
const allWebinars = await entriesIn("webinars");

const webinars = [...allWebinars].sort((a, b) => a.start.localeCompare(b.start));
/** A page's title as its content file gives it: how the breadcrumbs name it. */
const titleOf = (path: string) => pageAt(path).meta.title;
const ldOf = async (path: string) =>
  (await pageData(path)).meta.flatMap((tag) =>
    "script:ld+json" in tag ? [tag["script:ld+json"] as Record<string, unknown>] : [],
  );

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
      foundingDate: String(site.foundingYear),
    });
  });

  it("lists every office as a postal address", () => {
    expect(org.address).toEqual(
      site.offices.map((office) =>
        expect.objectContaining({
          "@type": "PostalAddress",
          addressLocality: office.locality,
          postalCode: office.postalCode,
          addressCountry: office.countryCode,
        }),
      ),
    );
  });

  it("claims no social profile the configuration does not give a URL for", () => {
    const configured = site.social.filter((profile) => "url" in profile);
    if (configured.length === 0) expect(org).not.toHaveProperty("sameAs");
    else expect(org.sameAs).toHaveLength(configured.length);
  });
});

describe("BreadcrumbList", () => {
  it("walks from Home through the section page, named by its title, to the page itself", async () => {
    const parentOf = (path: string) => path.slice(0, path.lastIndexOf("/"));
    // A page two levels down (/services/red-team) whose section (/services) is a page.
    const child = allPages.find(
      (page) => page.path.split("/").length === 3 && pageTitles(parentOf(page.path)).length,
    );
    if (!child) return;
    const parent = parentOf(child.path);
    const trail = breadcrumbLd(await trailTo(child.path, child.meta.title));
    expect(trail?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${site.origin}/` },
      {
        "@type": "ListItem",
        position: 2,
        name: titleOf(parent),
        item: `${site.origin}${parent}`,
      },
      {
        "@type": "ListItem",
        position: 3,
        name: child.meta.title,
        item: `${site.origin}${child.path}`,
      },
    ]);
  });

  it("skips ancestors that are not pages of their own and leaves top-level pages without one", async () => {
    expect(
      breadcrumbLd(await trailTo("/legal/privacy", "Privacy Policy"))?.itemListElement,
    ).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${site.origin}/` },
      {
        "@type": "ListItem",
        position: 2,
        name: "Privacy Policy",
        item: `${site.origin}/legal/privacy`,
      },
    ]);
    expect((await trailTo("/company/careers/a-role", "A role")).map(([name]) => name)).toEqual([
      "Home",
      ...pageTitles("/company", "/company/careers"),
      "A role",
    ]);
    expect(breadcrumbLd(await trailTo("/services", "Our Services"))).toBeUndefined();
    expect(breadcrumbLd(await trailTo("/", "Home"))).toBeUndefined();
  });

  it("names each ancestor by that page's own title", async () => {
    const ancestors = ["/resources", "/resources/case-studies"];
    expect(await trailTo("/resources/case-studies/a-bank", "A bank")).toEqual([
      ["Home", "/"],
      ...ancestors.flatMap((path) => pageTitles(path).map((title) => [title, path])),
      ["A bank", "/resources/case-studies/a-bank"],
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
      expect(posting.description).toContain(job.html);
    }
  });

  it("places on-site roles at a postal address and remote roles by country", () => {
    for (const job of jobs) {
      const posting = jobPostingLd(job, "/x");
      const { city, region, country } = job.location;
      if (job.location.remote) {
        expect(posting, job.slug).toMatchObject({
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: country },
        });
        expect(posting, job.slug).not.toHaveProperty("jobLocation");
      } else {
        expect(posting.jobLocation, job.slug).toMatchObject({
          "@type": "Place",
          address: {
            "@type": "PostalAddress",
            addressLocality: city,
            addressRegion: region,
            addressCountry: country,
          },
        });
      }
    }
  });

  it.runIf(jobs.length > 0)(
    "escapes markup characters in the summary of the HTML description",
    () => {
      const job = { ...first(jobs), summary: "MITRE ATT&CK <and> more" };
      expect(jobPostingLd(job, "/x").description).toContain(
        "<p>MITRE ATT&amp;CK &lt;and&gt; more</p>",
      );
    },
  );
});

describe("Event", () => {
  it("describes online events with a virtual location and venue events with an address", () => {
    for (const event of events) {
      const common = {
        "@type": "Event",
        name: event.title,
        startDate: event.startDate,
        eventStatus: "https://schema.org/EventScheduled",
        organizer: { name: site.name },
      };
      if (event.location.kind === "online")
        expect(eventLd(event, "/resources"), event.slug).toMatchObject({
          ...common,
          eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
          location: {
            "@type": "VirtualLocation",
            url: expect.stringMatching(/^https:\/\/.+\/resources#event-/),
          },
        });
      else
        expect(eventLd(event, "/resources"), event.slug).toMatchObject({
          ...common,
          eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
          location: {
            "@type": "Place",
            address: { "@type": "PostalAddress", addressLocality: event.location.city },
          },
        });
    }
  });

  it("gives each webinar its speaker and an end time from its duration, in its own offset", () => {
    for (const webinar of webinars) {
      expect(webinarLd(webinar, "/resources/webinars/x"), webinar.slug).toMatchObject({
        startDate: webinar.start,
        endDate: addMinutes(webinar.start, webinar.durationMinutes),
        url: `${site.origin}/resources/webinars/x`,
        location: { "@type": "VirtualLocation" },
        performer: { "@type": "Person", name: webinar.speaker },
      });
    }
    expect(addMinutes("2024-03-07T14:00:00-05:00", 60)).toBe("2024-03-07T15:00:00-05:00");
    expect(addMinutes("2024-03-21T23:30:00+05:30", 45)).toBe("2024-03-22T00:15:00+05:30");
  });

  it("gives a page one Event per event and webinar it lists", async () => {
    const eventsOf = async (path: string) =>
      (await ldOf(path)).filter((block) => block["@type"] === "Event");
    const { events: eventsPage, webinars: webinarsPage } = site.sectionPages;
    if (eventsPage) expect(await eventsOf(eventsPage)).toHaveLength(events.length);
    if (webinarsPage) expect(await eventsOf(webinarsPage)).toHaveLength(webinars.length);
    const listsNone = allPages.find(
      (page) => !page.sections.some(({ type }) => type === "events" || type === "webinars"),
    );
    if (listsNone) expect(await eventsOf(listsNone.path)).toEqual([]);
  });
});
