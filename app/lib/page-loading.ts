/**
 * Two things every page carries itself so that nothing is fetched before its first paint: the
 * favicon as a `data:` URL, and the prefetch as speculation rules, not Astro's `prefetch`
 * (docs/decisions/0002-speculation-rules-not-astro-prefetch.md).
 */

/**
 * An SVG as a `data:` URL: double quotes become single, whitespace runs one space, and every
 * character a URL may not hold as it is (a space, `<`, `>`, `#`, `%`...) is percent-encoded.
 */
export function svgDataUrl(svg: string): string {
  const compact = svg.trim().replace(/\s+/g, " ").replace(/"/g, "'");
  return `data:image/svg+xml,${compact.replace(/[^\w\-.~!$&'()*+,;=:@/]/g, encodeURIComponent)}`;
}

/**
 * Prefetch any page of ours a visitor is about to open: same-origin paths with no file
 * extension (pages, not feeds, calendar files or downloads), not the CMS, not links marked
 * `download` or `nofollow`. "moderate": a pointer resting on the link for 200 ms, or the start of
 * a tap.
 */
export const speculationRules = JSON.stringify({
  prefetch: [
    {
      source: "document",
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/*.*" } },
          { not: { href_matches: "/admin/*" } },
          { not: { selector_matches: "[download], [rel~=nofollow]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});
