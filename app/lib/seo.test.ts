import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { createResolver } from "~/content/resolve";
import { shareImages } from "~/content-layer/store";
import { seo, shareImageFor } from "./seo";

function find(tags: ReturnType<typeof seo>, key: string, value: string) {
  return tags.find((tag) => (tag as Record<string, string>)[key] === value) as
    Record<string, string> | undefined;
}

describe("seo", () => {
  const tags = seo({
    title: "Red Team Operations",
    description: "Adversary emulation.",
    path: "/services/red-team",
    trail: [
      ["Home", "/"],
      ["Our Services", "/services"],
      ["Red Team Operations", "/services/red-team"],
    ],
  });

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

  it("points Open Graph and Twitter at an absolute 1200x630 share image with alt text", () => {
    const image = `${site.origin}/og/services.png`;
    expect(find(tags, "property", "og:image")?.content).toBe(image);
    expect(find(tags, "name", "twitter:image")?.content).toBe(image);
    expect(find(tags, "property", "og:image:width")?.content).toBe("1200");
    expect(find(tags, "property", "og:image:height")?.content).toBe("630");
    expect(find(tags, "property", "og:image:alt")?.content).toContain(site.name);
  });

  it("adds the Organization and, on a nested page, a BreadcrumbList as JSON-LD", () => {
    const blocks = tags.flatMap((tag) =>
      "script:ld+json" in tag ? [tag["script:ld+json"] as { "@type": string }] : [],
    );
    expect(blocks.map((block) => block["@type"])).toEqual(["Organization", "BreadcrumbList"]);
  });
});

describe("share images", () => {
  it("picks one image per part of the site", () => {
    expect(shareImageFor("/")).toBe("home");
    expect(shareImageFor("/products")).toBe("platform");
    expect(shareImageFor("/blog")).toBe("blog");
    expect(shareImageFor("/blog/phishing-resistant-mfa")).toBe("blog");
    expect(shareImageFor("/resources/webinars/zero-trust-architecture")).toBe("resources");
    expect(shareImageFor("/company/careers/security-consultant")).toBe("careers");
    if (site.sectionPages.jobs) expect(shareImageFor(site.sectionPages.jobs)).toBe("careers");
    expect(shareImageFor("/company/about")).toBe("company");
    expect(shareImageFor("/legal/cookies")).toBe("legal");
    expect(Object.keys(shareImages)).toHaveLength(9);
  });

  it("are worded in content/share-images.yaml, whose placeholders say the company's facts as site.yaml has them", () => {
    for (const { title, subtitle } of Object.values(shareImages))
      expect(`${title} ${subtitle}`).not.toMatch(/\{\{|\}\}/);
    const resolver = createResolver([], site, "content/share-images.yaml");
    const said = resolver.text("Since {{founding-year}}, in {{offices}}", "company.subtitle");
    expect(said).toContain(String(site.foundingYear));
    for (const office of site.offices) expect(said).toContain(office.locality);
  });
});

describe("seo with a page's own data", () => {
  it("adds the structured data a page passes after the site-wide blocks, and its own tags", () => {
    const event = { "@context": "https://schema.org", "@type": "Event", name: "Briefing" };
    const tags = seo({
      path: "/resources",
      title: "Resources",
      description: "Everything.",
      structuredData: [event],
      extra: [{ property: "article:tag", content: "soc" }],
    });
    expect(tags.at(-1)).toEqual({ "script:ld+json": event });
    expect(tags).toContainEqual({ title: `Resources | ${site.name}` });
    expect(tags).toContainEqual({ property: "article:tag", content: "soc" });
  });

  it("adds no BreadcrumbList for a top-level page", () => {
    const tags = seo({
      path: "/services",
      title: "Our Services",
      description: "All of them.",
      trail: [
        ["Home", "/"],
        ["Our Services", "/services"],
      ],
    });
    const types = tags.flatMap((tag) =>
      "script:ld+json" in tag ? [(tag["script:ld+json"] as { "@type": string })["@type"]] : [],
    );
    expect(types).toEqual(["Organization"]);
  });
});
