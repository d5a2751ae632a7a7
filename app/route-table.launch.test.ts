/**
 * The brief's route map and the launch openings, on the frozen launch content
 * (test/fixtures/content). The route table's rules for any content are route-table.test.ts.
 */
import { allJobs } from "@generated/content";
import { describe, expect, it } from "vitest";
import { pageRoutes } from "./route-table";

describe("route table at launch", () => {
  it("holds the brief's 44 routes, three form pages (demo, sales, resume) and the security vendor's five pages, each once", () => {
    const paths = pageRoutes.map((entry) => entry.path);
    expect(paths).toHaveLength(52);
    expect(paths).toEqual(expect.arrayContaining(["/security", "/security/thanks", "/security/advisories", "/emergency", "/trust"]));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("gives every job opening its page under /company/careers", () => {
    expect(allJobs.map((job) => job.slug).sort()).toEqual([
      "cloud-security-architect",
      "security-consultant",
      "senior-security-engineer",
      "threat-intelligence-analyst",
    ]);
  });
});
