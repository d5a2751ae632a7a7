import { allEvents, allJobs, allWebinars } from "@generated/content";
import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { entryFormData } from "./entry-form.server";

const job = allJobs[0];
const webinar = allWebinars[0];
const event = allEvents[0];
if (!job || !webinar || !event) throw new Error("the content has a job, a webinar and an event");

const field = (meta: MetaDescriptor[], match: (entry: Record<string, unknown>) => boolean, key: string) =>
  (meta as Record<string, unknown>[]).find(match)?.[key] as string | undefined;
const tag = (meta: MetaDescriptor[], name: string) => field(meta, (entry) => entry.name === name, "content");
const title = (meta: MetaDescriptor[]) => field(meta, (entry) => "title" in entry, "title");

describe("an entry's form page", () => {
  it("Apply: the apply form naming the job, breadcrumbs through the job's page and a way back to it", () => {
    const data = entryFormData("apply", job.slug);
    expect(data.form.id).toBe("apply");
    expect(data.parameter).toBe(job.title);
    expect(data.title).toBe(`Apply: ${job.title}`);
    expect(data.trail.map(([name]) => name)).toEqual(["Home", "Careers", job.title, `Apply: ${job.title}`]);
    expect(data.trail.at(-1)?.[1]).toBe(`/company/careers/${job.slug}/apply`);
    expect(data.back.to).toBe(`/company/careers/${job.slug}`);
  });

  it("Register: the register form naming the webinar replay or the event with its date", () => {
    const forWebinar = entryFormData("webinar-register", webinar.slug);
    expect(forWebinar.form.id).toBe("register");
    expect(forWebinar.parameter).toBe(`${webinar.title} (on-demand replay, ${webinar.date})`);
    expect(forWebinar.back.to).toBe(`/resources/webinars/${webinar.slug}`);
    const forEvent = entryFormData("event-register", event._meta.path);
    expect(forEvent.parameter).toMatch(new RegExp(`^${event.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(.+\\d{4}\\)$`));
    expect(forEvent.back.to).toBe("/resources#events");
    expect(forEvent.trail.map(([name]) => name)).toEqual(["Home", "Resources", `Register: ${event.title}`]);
  });

  it("has a title and description of its own on every page", () => {
    const pages = [
      ...allJobs.map((entry) => entryFormData("apply", entry.slug)),
      ...allWebinars.map((entry) => entryFormData("webinar-register", entry.slug)),
      ...allEvents.map((entry) => entryFormData("event-register", entry._meta.path)),
    ];
    const titles = pages.map((page) => title(page.meta));
    const descriptions = pages.map((page) => tag(page.meta, "description"));
    expect(new Set(titles).size).toBe(pages.length);
    expect(new Set(descriptions).size).toBe(pages.length);
    for (const description of descriptions) expect(description?.length).toBeGreaterThan(50);
  });

  it("is a 404 for an entry that does not exist", () => {
    expect(() => entryFormData("apply", "no-such-job")).toThrow(Response);
  });
});
