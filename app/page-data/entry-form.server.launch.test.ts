/**
 * The launch entries' form pages (test/fixtures/content): trails through the launch pages' titles,
 * and a title and description of their own on every one. entry-form.server.test.ts holds the
 * rules for any entry.
 */
import { entriesIn, siteEntries } from "~/content-layer/store";
import type { MetaDescriptor } from "~/lib/seo";
import { describe, expect, it } from "vitest";
import { entryFormData } from "./entry-form.server";

const allEvents = await siteEntries("events");
const allJobs = await entriesIn("jobs");
const allWebinars = await entriesIn("webinars");

const job = allJobs[0];
const webinar = allWebinars[0];
const event = allEvents[0];
if (!job || !webinar || !event)
  throw new Error("the launch content has a job, a webinar and an event");

const field = (
  meta: MetaDescriptor[],
  match: (entry: Record<string, unknown>) => boolean,
  key: string,
) => (meta as Record<string, unknown>[]).find(match)?.[key] as string | undefined;
const tag = (meta: MetaDescriptor[], name: string) =>
  field(meta, (entry) => entry.name === name, "content");
const title = (meta: MetaDescriptor[]) => field(meta, (entry) => "title" in entry, "title");

describe("an entry's form page at launch", () => {
  it("Apply and Register lead through the launch pages' titles", async () => {
    expect((await entryFormData("apply", job)).trail.map(([name]) => name)).toEqual([
      "Home",
      "Careers",
      job.title,
      `Apply: ${job.title}`,
    ]);
    expect((await entryFormData("event-register", event)).trail.map(([name]) => name)).toEqual([
      "Home",
      "Resources",
      `Register: ${event.title}`,
    ]);
  });

  it("has a title and description of its own on every page", async () => {
    const pages = [
      ...(await Promise.all(allJobs.map((entry) => entryFormData("apply", entry)))),
      ...(await Promise.all(allWebinars.map((entry) => entryFormData("webinar-register", entry)))),
      ...(await Promise.all(allEvents.map((entry) => entryFormData("event-register", entry)))),
    ];
    const titles = pages.map((page) => title(page.meta));
    const descriptions = pages.map((page) => tag(page.meta, "description"));
    expect(new Set(titles).size).toBe(pages.length);
    expect(new Set(descriptions).size).toBe(pages.length);
    for (const description of descriptions) expect(description?.length).toBeGreaterThan(50);
  });
});
