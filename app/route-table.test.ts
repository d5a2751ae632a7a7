import { existsSync } from "node:fs";
import path from "node:path";
import { allJobs, allPages, allPolicies } from "@generated/content";
import { describe, expect, it } from "vitest";
import { canonicalPageRoutes, entryRoutes, pageEntryName, pageRoutes, routesWithPages } from "./route-table";

describe("route table", () => {
  it("holds the brief's 44 routes, each once", () => {
    const paths = pageRoutes.map((entry) => entry.path);
    expect(paths).toHaveLength(44);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("points every route at a module that exists", () => {
    const layouts: string[] = pageRoutes.map((entry) => ("layout" in entry ? entry.layout : "page"));
    const modules = [...new Set(layouts), ...Object.keys(entryRoutes)];
    for (const module of modules) expect(existsSync(path.join(__dirname, "routes", `${module}.tsx`)), module).toBe(true);
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
    const policies = allPolicies.map((policy) => `/legal/${policy.slug}`);
    for (const route of canonicalPageRoutes) {
      const found = route.layout === "policy" ? policies : pagePaths;
      expect(found, `content for ${route.path} (${pageEntryName(route.path)})`).toContain(route.path);
    }
    const routed = canonicalPageRoutes.map((route) => route.path);
    for (const pagePath of pagePaths) expect(routed, `a route for content/pages${pagePath}`).toContain(pagePath);
  });

  it("gives every job opening its page under /company/careers", () => {
    expect(allJobs.map((job) => job.slug).sort()).toEqual(["cloud-security-architect", "security-consultant", "senior-security-engineer", "threat-intelligence-analyst"]);
  });
});

describe("routes with pages to prerender", () => {
  it("leave out a collection with no entries and the blog's archive while it fits on one page", () => {
    expect(routesWithPages(["/blog/a", "/company/careers/x"], ["/blog/category/cloud"])).toEqual({ layouts: ["article", "job"], blogPages: false });
    expect(routesWithPages([], ["/blog/page/2"])).toEqual({ layouts: [], blogPages: true });
  });
});
