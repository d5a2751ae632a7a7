/**
 * An entry's form page (Apply for each job, Register for each webinar and event), for every entry
 * the content has. The launch pages' trails and unique titles are entry-form.server.launch.test.ts.
 */
import { entriesIn, siteEntries } from "~/content-layer/store";
import { site } from "~/content/site";
import type { MetaDescriptor } from "~/lib/seo";
import { describe, expect, it } from "vitest";
import { pageAt, pageTitles } from "../../test/content";
import { entryFormData } from "./entry-form.server";
import { entryPaths } from "./collections.server";
import { jobs } from "~/collections/jobs";

const allEvents = await siteEntries("events");
const allJobs = await entriesIn("jobs");
const allWebinars = await entriesIn("webinars");

const field = (
  meta: MetaDescriptor[],
  match: (entry: Record<string, unknown>) => boolean,
  key: string,
) => (meta as Record<string, unknown>[]).find(match)?.[key] as string | undefined;
const tag = (meta: MetaDescriptor[], name: string) =>
  field(meta, (entry) => entry.name === name, "content");
const title = (meta: MetaDescriptor[]) => field(meta, (entry) => "title" in entry, "title");

describe("an entry's form page", () => {
  it("Apply: the apply form naming the job, breadcrumbs through the job's page and a way back to it", async () => {
    for (const job of allJobs) {
      const data = await entryFormData("apply", job);
      expect(data.form.id).toBe("apply");
      expect(data.parameter).toBe(job.title);
      expect(data.title).toBe(`Apply: ${job.title}`);
      expect(data.trail.map(([name]) => name)).toEqual([
        "Home",
        ...pageTitles("/company", "/company/careers"),
        job.title,
        `Apply: ${job.title}`,
      ]);
      expect(data.trail.at(-1)?.[1]).toBe(`/company/careers/${job.slug}/apply`);
      expect(data.back.to).toBe(`/company/careers/${job.slug}`);
    }
  });

  it("Register: the register form naming the webinar replay or the event with its date", async () => {
    for (const webinar of allWebinars) {
      const forWebinar = await entryFormData("webinar-register", webinar);
      expect(forWebinar.form.id).toBe("register");
      expect(forWebinar.parameter).toBe(`${webinar.title} (on-demand replay, ${webinar.date})`);
      expect(forWebinar.back.to).toBe(`/resources/webinars/${webinar.slug}`);
    }
    for (const event of allEvents) {
      const forEvent = await entryFormData("event-register", event);
      expect(forEvent.parameter).toMatch(
        new RegExp(`^${event.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(.+\\d{4}\\)$`),
      );
      // Back to the page listing the events, at their section (its id, if it has one).
      const [path, anchor] = forEvent.back.to.split("#");
      expect(path).toBe(site.sectionPages.events);
      const listing = pageAt(path ?? "").sections.find((section) => section.type === "events");
      expect(listing?.id).toBe(anchor);
      expect(forEvent.trail.map(([name]) => name)).toEqual([
        "Home",
        ...pageTitles(path ?? ""),
        `Register: ${event.title}`,
      ]);
    }
  });

  it("has a title naming its entry and a description on every page", async () => {
    const pages = [
      ...(await Promise.all(
        allJobs.map(async (entry) => [entry.title, await entryFormData("apply", entry)] as const),
      )),
      ...(await Promise.all(
        allWebinars.map(
          async (entry) => [entry.title, await entryFormData("webinar-register", entry)] as const,
        ),
      )),
      ...(await Promise.all(
        allEvents.map(
          async (entry) => [entry.title, await entryFormData("event-register", entry)] as const,
        ),
      )),
    ];
    for (const [name, page] of pages) {
      expect(title(page.meta)).toContain(name);
      expect(tag(page.meta, "description")?.length, name).toBeGreaterThan(50);
    }
  });

  // The pages are made from the entries (their routes hand each its entry): none for an entry that does not exist.
  it("is a 404 for an entry that does not exist", async () => {
    const paths = await entryPaths(jobs)();
    expect(paths.map(({ params }) => params.slug)).toEqual(allJobs.map((job) => job.slug));
    expect(paths.map(({ params }) => params.slug)).not.toContain("no-such-job");
  });
});
