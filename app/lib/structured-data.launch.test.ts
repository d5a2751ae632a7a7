/**
 * The structured data of the launch content (test/fixtures/content): founded 2017, offices in San
 * Francisco and Bengaluru, the services trail's titles, the San Francisco and remote openings, the
 * first webinar's times. The rules for any content are structured-data.test.ts.
 */
import { describe, expect, it } from "vitest";
import { entriesIn } from "~/content-layer/store";
import { site } from "~/content/site";
import { trailTo } from "~/page-data/collections.server";
import { breadcrumbLd, jobPostingLd, organizationLd, webinarLd } from "./structured-data";

const jobs = await entriesIn("jobs");
const allWebinars = await entriesIn("webinars");

const webinars = [...allWebinars].sort((a, b) => a.start.localeCompare(b.start));

/** The first item matching, failing the test when there is none. */
function first<T>(items: readonly T[], match: (item: T) => boolean = () => true): T {
  const found = items.find(match);
  if (found === undefined) throw new Error("no matching item");
  return found;
}

const roundTrip = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

describe("Organization at launch", () => {
  const org = roundTrip(organizationLd());

  it("was founded in 2017", () => {
    expect(org).toMatchObject({ foundingDate: "2017" });
  });

  it("lists both offices as postal addresses", () => {
    expect(org.address).toEqual([
      expect.objectContaining({
        "@type": "PostalAddress",
        addressLocality: "San Francisco",
        addressCountry: "US",
      }),
      expect.objectContaining({
        "@type": "PostalAddress",
        addressLocality: "Bengaluru",
        addressCountry: "IN",
      }),
    ]);
  });
});

describe("BreadcrumbList at launch", () => {
  it("walks from Home through the section page to the page itself", async () => {
    const trail = breadcrumbLd(await trailTo("/services/red-team", "Red Team Operations"));
    expect(trail?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${site.origin}/` },
      { "@type": "ListItem", position: 2, name: "Our Services", item: `${site.origin}/services` },
      {
        "@type": "ListItem",
        position: 3,
        name: "Red Team Operations",
        item: `${site.origin}/services/red-team`,
      },
    ]);
  });

  it("names each ancestor by that page's own title", async () => {
    expect(
      (await trailTo("/company/careers/security-consultant", "Security Consultant")).map(
        ([name]) => name,
      ),
    ).toEqual(["Home", "Careers", "Security Consultant"]);
    expect(await trailTo("/resources/case-studies/regional-bank-soc", "A bank")).toEqual([
      ["Home", "/"],
      ["Resources", "/resources"],
      ["Case Studies", "/resources/case-studies"],
      ["A bank", "/resources/case-studies/regional-bank-soc"],
    ]);
  });
});

describe("JobPosting at launch", () => {
  it("describes every launch opening with its lists, open after it was posted", () => {
    for (const job of jobs) {
      expect(jobPostingLd(job, `/company/careers/${job.slug}`).description, job.slug).toContain(
        "<ul>",
      );
      expect(Date.parse(job.validThrough), job.slug).toBeGreaterThan(Date.parse(job.datePosted));
    }
  });

  it("places on-site roles at a postal address and the remote role by country", () => {
    const onSite = jobPostingLd(
      first(jobs, (job) => job.location.city === "San Francisco"),
      "/x",
    );
    expect(onSite.jobLocation).toMatchObject({
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: "San Francisco",
        addressRegion: "CA",
        addressCountry: "US",
      },
    });
    const remote = jobPostingLd(
      first(jobs, (job) => job.location.remote === true),
      "/x",
    );
    expect(remote).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "US" },
    });
    expect(remote).not.toHaveProperty("jobLocation");
  });
});

describe("Event at launch", () => {
  it("gives each webinar its speaker and an end time from its duration, in its own offset", () => {
    const session = webinarLd(first(webinars), "/resources/webinars/x");
    expect(session).toMatchObject({
      startDate: "2024-03-07T14:00:00-05:00",
      endDate: "2024-03-07T15:00:00-05:00",
      url: `${site.origin}/resources/webinars/x`,
      location: { "@type": "VirtualLocation" },
      performer: { "@type": "Person", name: first(webinars).speaker },
    });
  });
});
