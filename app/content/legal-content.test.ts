/**
 * The policies as their pages need them, whatever the company writes: a date, and clauses with
 * anchors of their own for the numbered contents list. What the launch policies say is
 * legal-content.launch.test.ts.
 */
import { siteEntries } from "~/content-layer/store";
import { describe, expect, it } from "vitest";

const allPolicies = await siteEntries("policies");

describe("policies", () => {
  it("each have a last-updated date and clauses with anchors of their own", () => {
    for (const policy of allPolicies) {
      expect(policy.lastUpdated, policy.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const ids = policy.toc.map((entry) => entry.id);
      expect(new Set(ids).size, policy.slug).toBe(ids.length);
    }
  });
});
