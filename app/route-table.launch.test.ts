/**
 * The brief's route map and the launch openings, on the frozen launch content
 * (test/fixtures/content). The rules for any content are route-table.test.ts.
 */
import { entriesIn } from "~/content-layer/store";
import { describe, expect, it } from "vitest";
import { livePages } from "./content-layer/addresses";

const allJobs = await entriesIn("jobs");

describe("routes at launch", () => {
  it("hold the brief's 44 routes, three form pages (demo, sales, resume) and the security vendor's five pages, each once", () => {
    const paths = livePages().map((page) => page.path);
    expect(paths).toHaveLength(52);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/security",
        "/security/thanks",
        "/security/advisories",
        "/emergency",
        "/trust",
        "/legal/privacy",
        "/legal/cookies",
      ]),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("show /company/about at /company and /company/contact at /contact", () => {
    const aliases = livePages()
      .filter((page) => page.aliasOf)
      .map((page) => [page.path, page.aliasOf]);
    expect(aliases.sort()).toEqual([
      ["/company", "/company/about"],
      ["/contact", "/company/contact"],
    ]);
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
