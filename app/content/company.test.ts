/**
 * Job openings as the site needs them, whatever the company publishes: an address each, the
 * dates job search reads, a place, and a page that lists them. The launch content's openings,
 * values, figures and names are company.launch.test.ts.
 */
import { entriesIn } from "~/content-layer/store";
import { site } from "~/content/site";
import { describe, expect, it } from "vitest";
import { pageAt } from "../../test/content";

const jobs = await entriesIn("jobs");

describe("job openings", () => {
  it("each have their own address, posting and closing dates, a country and a summary", () => {
    expect(new Set(jobs.map((job) => job.slug)).size).toBe(jobs.length);
    for (const job of jobs) {
      expect(job.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(job.datePosted, job.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(job.validThrough, job.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(job.location.country, job.slug).toMatch(/^[A-Z]{2}$/);
      expect(job.summary.trim(), job.slug).not.toBe("");
    }
  });

  it("are listed on a page, where each job page's 'All open positions' leads", () => {
    if (jobs.length === 0) return;
    const listing = site.sectionPages.jobs;
    expect(listing, "no page shows a `type: jobs` section listing the openings").toBeDefined();
    expect(pageAt(listing ?? "").sections.some((section) => section.type === "jobs")).toBe(true);
  });
});
