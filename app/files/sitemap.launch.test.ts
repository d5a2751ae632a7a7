/** The sitemap of the launch content (test/fixtures/content) lists a launch job's page; sitemap.test.ts holds the rules. */
import { describe, expect, it } from "vitest";
import { canonicalPaths } from "../content-layer/addresses";
import { sitemapXml } from "./sitemap";

describe("sitemap.xml at launch", () => {
  it("lists the launch openings' pages", () => {
    const xml = sitemapXml("https://www.example.com", canonicalPaths());
    expect(xml).toContain("<loc>https://www.example.com/company/careers/security-consultant</loc>");
  });
});
