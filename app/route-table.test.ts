import { allEvents, allJobs, allPages, allPolicies, allWebinars } from "@generated/content";
import { describe, expect, it } from "vitest";
import { addresses, entryPaths } from "../scripts/content/paths";
import { canonicalPageRoutes, entryFormKindOf, entryFormPath, formPages, pageEntryName, pageRoutes } from "./route-table";

describe("route table", () => {
  it("holds each route once", () => {
    const paths = pageRoutes.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("aliases /company and /contact to their canonical pages", () => {
    const aliases = pageRoutes.filter((entry) => "aliasOf" in entry);
    expect(aliases.map((entry) => [entry.path, "aliasOf" in entry ? entry.aliasOf : ""])).toEqual([
      ["/company", "/company/about"],
      ["/contact", "/company/contact"],
    ]);
    expect(canonicalPageRoutes.map((entry) => entry.path)).not.toContain("/company");
  });

  it("has a content file for every page route, and no page file without a route", () => {
    const pagePaths = allPages.map((page) => page.path);
    // Drafts are left out of allPages (app/content/publication.ts): their files are there all the same.
    const drafts = [...addresses().hidden.keys()];
    // A policy route shows content/policies/<its last segment>.md (/legal/privacy, /security/thanks).
    const policies = allPolicies.map((policy) => policy.slug);
    for (const route of canonicalPageRoutes) {
      const [found, wanted] = route.layout === "policy" ? [policies, route.path.split("/").pop()] : [[...pagePaths, ...drafts], route.path];
      expect(found, `content for ${route.path} (${pageEntryName(route.path)})`).toContain(wanted);
    }
    const routed = canonicalPageRoutes.map((route) => route.path);
    for (const pagePath of pagePaths) expect(routed, `a route for content/pages${pagePath}`).toContain(pagePath);
  });

  it("gives every job opening its page under /company/careers", () => {
    const paths = entryPaths();
    for (const job of allJobs) expect(paths).toContain(`/company/careers/${job.slug}`);
  });
});

describe("routes with pages to prerender", () => {
  it("are one per job, webinar and event, beside the entry's page", () => {
    const paths = entryPaths();
    for (const job of allJobs) expect(paths).toContain(`/company/careers/${job.slug}/apply`);
    for (const webinar of allWebinars) expect(paths).toContain(`/resources/webinars/${webinar.slug}/register`);
    for (const event of allEvents) expect(paths).toContain(`/resources/events/${event._meta.path}/register`);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("are recognised by their path, and nothing else is", () => {
    expect(entryFormKindOf(entryFormPath("apply", "soc-analyst"))).toBe("apply");
    expect(entryFormKindOf("/resources/webinars/zero-trust/register")).toBe("webinar-register");
    expect(entryFormKindOf("/resources/events/rsa/register")).toBe("event-register");
    expect(entryFormKindOf("/company/careers/apply")).toBeUndefined();
    expect(entryFormKindOf("/company/careers/a/b/apply")).toBeUndefined();
    expect(entryFormKindOf("/resources/webinars/x/apply")).toBeUndefined();
  });

  it("never collide with a page route (a job named like the resume page would hide it)", () => {
    const pages = new Set<string>(pageRoutes.map((entry) => entry.path));
    for (const path of entryPaths()) expect(pages.has(path), path).toBe(false);
    expect(Object.values(formPages).every((path) => pages.has(path))).toBe(true);
  });
});
