// @vitest-environment node
/**
 * The launch register's enterprise clients figure, 500+, is in claims.yaml only, and changing it to
 * 650+ changes every page that shows it (eight or more), on the frozen launch content
 * (test/fixtures/content). claims.test.tsx proves the same of any claim of the company's register.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChangedContent, contentWithClaim, pageText, pagesNaming } from "../test/claim-change";

const CONTENT = process.env.CONTENT_DIR ?? "content";
const OLD = "500+";
const NEW = "650+";
let changed: ChangedContent;

beforeAll(async () => {
  changed = await contentWithClaim(CONTENT, "enterprise-clients", NEW);
}, 60_000);
afterAll(() => changed.remove());

describe("the claims register at launch", () => {
  it(`is the only file that holds the figure ${OLD}`, () => {
    const holders = [CONTENT, "app"].flatMap((root) =>
      readdirSync(root, { recursive: true, encoding: "utf8" })
        .filter((file) => /\.(ya?ml|md|tsx?)$/.test(file) && !/\.test\.tsx?$/.test(file))
        .filter((file) => readFileSync(path.join(root, file), "utf8").includes(OLD))
        .map((file) => path.join(root, file)),
    );
    expect(holders).toEqual([path.join(CONTENT, "claims.yaml")]);
  });

  it("changes every page that shows a claim, and leaves the old value on none", async () => {
    const showing = pagesNaming(CONTENT, "enterprise-clients");
    expect(showing.length).toBeGreaterThanOrEqual(8);
    for (const page of changed.pages) {
      const text = await pageText(page, changed.lists);
      expect(text, page.path).not.toContain(OLD);
      if (showing.includes(page.path)) expect(text, page.path).toContain(NEW);
    }
  });
});
