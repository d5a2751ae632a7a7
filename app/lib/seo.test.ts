import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { seo } from "./seo";

function find(tags: ReturnType<typeof seo>, key: string, value: string) {
  return tags.find((tag) => (tag as Record<string, string>)[key] === value) as
    | Record<string, string>
    | undefined;
}

describe("seo", () => {
  const tags = seo({ title: "Red Team Operations", description: "Adversary emulation.", path: "/services/red-team" });

  it("templates the title with the company name", () => {
    expect(tags).toContainEqual({ title: `Red Team Operations | ${site.name}` });
  });

  it("writes an absolute canonical URL on the configured origin", () => {
    expect(find(tags, "rel", "canonical")?.href).toBe(`${site.origin}/services/red-team`);
    expect(site.origin).toMatch(/^https:\/\//);
  });

  it("carries Open Graph and Twitter tags matching the page", () => {
    expect(find(tags, "property", "og:title")?.content).toBe(`Red Team Operations | ${site.name}`);
    expect(find(tags, "property", "og:url")?.content).toBe(`${site.origin}/services/red-team`);
    expect(find(tags, "name", "twitter:description")?.content).toBe("Adversary emulation.");
    expect(find(tags, "name", "description")?.content).toBe("Adversary emulation.");
  });
});
