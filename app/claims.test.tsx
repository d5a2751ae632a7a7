// @vitest-environment node
/**
 * One register of claims: change a figure in content/claims.yaml and every page that shows it
 * shows the new value, and no page keeps the old one. The claim most pages name is set to one
 * value, then to another, each in a scratch copy of content/ built by the real content build;
 * every page is rendered both times the way the prerender renders it (body and tags). The two
 * renderings differ in that figure and nothing else. The launch register's own figure (500+) is
 * claims.launch.test.tsx.
 */
import { claimRegister } from "~/content-layer/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ChangedContent,
  contentWithClaim,
  occurrences,
  pageText,
  pagesNaming,
} from "../test/claim-change";

/** The claim the most pages name (none if no page names one). */
const [claim] = claimRegister.claims
  .map((entry) => ({ ...entry, pages: pagesNaming("content", entry.key) }))
  .filter((entry) => entry.pages.length > 0)
  .sort((a, b) => b.pages.length - a.pages.length);
const OLD = "123,456+";
const NEW = "987,654+";
let before: ChangedContent | undefined;
let after: ChangedContent | undefined;

beforeAll(async () => {
  if (!claim) return;
  before = await contentWithClaim("content", claim.key, OLD);
  after = await contentWithClaim("content", claim.key, NEW);
}, 60_000);
afterAll(() => {
  before?.remove();
  after?.remove();
});

describe.runIf(claim)("the claims register", () => {
  it("changes every page that shows a claim, and leaves the old value on none", async () => {
    if (!claim || !before || !after) throw new Error("no claim");
    for (const page of after.pages) {
      const was = before.pages.find((candidate) => candidate.path === page.path);
      if (!was) throw new Error(`${page.path} is missing from one build`);
      const [old, now] = [await pageText(was, before.lists), await pageText(page, after.lists)];
      expect(now, page.path).not.toContain(OLD);
      expect(now, page.path).toBe(old.replaceAll(OLD, NEW));
      expect(occurrences(now, NEW) > 0, `${page.path} shows ${claim.key}`).toBe(
        claim.pages.includes(page.path),
      );
    }
  });
});
