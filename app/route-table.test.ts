import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { canonicalRoutes, routeTable } from "./route-table";
import { jobs } from "./content/jobs";

const jobPaths: string[] = jobs.map((job) => `/company/careers/${job.slug}`);

const pages = import.meta.glob<{ page: { path: string } }>("./content/pages/**/*.ts", { eager: true });

describe("route table", () => {
  it("holds the 44 routes of the brief's route map plus one page per job opening, each once", () => {
    const paths = routeTable.map((entry) => entry.path);
    expect(paths).toHaveLength(44 + jobs.length);
    expect(paths.filter((route) => !jobPaths.includes(route))).toHaveLength(44);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("has exactly one route per job opening, all served by the job page module", () => {
    const jobRoutes = routeTable.filter((entry) => entry.path.startsWith("/company/careers/"));
    expect(jobRoutes.map((entry) => entry.path).sort()).toEqual([...jobPaths].sort());
    for (const entry of jobRoutes) expect(entry.file).toBe("routes/company/job.tsx");
  });

  it("points every route at a module that exists", () => {
    for (const entry of routeTable) {
      expect(existsSync(path.join(__dirname, entry.file)), entry.file).toBe(true);
    }
  });

  it("aliases /company and /contact to their canonical pages", () => {
    const aliases = routeTable.filter((entry) => "aliasOf" in entry);
    expect(aliases.map((entry) => [entry.path, entry.aliasOf])).toEqual([
      ["/company", "/company/about"],
      ["/contact", "/company/contact"],
    ]);
    expect(canonicalRoutes.map((entry) => entry.path)).not.toContain("/company");
  });

  it("has a content page for every canonical route and no page for a missing route", () => {
    const contentPaths = Object.values(pages)
      .map((module) => module.page?.path)
      .filter(Boolean);
    const canonical = canonicalRoutes.map((entry) => entry.path);
    // Job pages are built from app/content/jobs.ts rather than a page module.
    for (const route of canonical.filter((path) => !jobPaths.includes(path))) expect(contentPaths, route).toContain(route);
    for (const contentPath of contentPaths) expect(canonical).toContain(contentPath);
  });
});
