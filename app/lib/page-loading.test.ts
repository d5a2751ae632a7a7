import { describe, expect, it } from "vitest";
import { speculationRules, svgDataUrl } from "./page-loading";

describe("svgDataUrl", () => {
  it("keeps the drawing intact and escapes what a URL cannot hold", () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">\n  <path d="M16 1.8Z" fill="#0f6277"/>\n</svg>\n`;
    const url = svgDataUrl(svg);
    expect(url).toMatch(/^data:image\/svg\+xml,%3Csvg%20/);
    // What the HTML validator holds an href to: no space, no character a URL cannot hold.
    expect(url).toMatch(/^[\w\-.~!$&'()*+,;=:@/%]+$/);
    expect(decodeURIComponent(url.slice("data:image/svg+xml,".length))).toBe(
      svg.trim().replace(/\s+/g, " ").replace(/"/g, "'"),
    );
  });
});

describe("speculationRules", () => {
  it("prefetch our own pages on a moderate signal, never a file, the CMS or a download", () => {
    const rules = JSON.parse(speculationRules) as {
      prefetch: { where: { and: unknown[] }; eagerness: string }[];
    };
    expect(rules.prefetch).toHaveLength(1);
    expect(rules.prefetch[0]?.eagerness).toBe("moderate");
    expect(JSON.stringify(rules.prefetch[0]?.where)).toMatch(/\/\*\.\*.*\/admin\/\*.*\[download\]/);
  });
});
