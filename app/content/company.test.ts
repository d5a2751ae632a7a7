/**
 * Job openings as the site needs them, whatever the company publishes: an address each, the
 * dates job search reads, a place, and a page that lists them. The launch content's openings,
 * values, figures and names are company.launch.test.ts.
 */
import { allJobs as jobs } from "~/content/store";
import { describe, expect, it } from "vitest";
import { pageAt } from "../../test/content";

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

  it("are listed on the careers page, where each job page's 'All open positions' leads", () => {
    const listing = pageAt("/company/careers").sections.some((section) => section.type === "jobs");
    expect(listing, "content/pages/company/careers.yaml needs its `type: jobs` section").toBe(true);
  });
});
