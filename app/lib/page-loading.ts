/**
 * The favicon as a `data:` URL and prefetch as speculation rules, so nothing is fetched before the
 * first paint (docs/decisions/0002-speculation-rules-not-astro-prefetch.md). */

export function svgDataUrl(svg: string): string {
  const compact = svg.trim().replace(/\s+/g, " ").replace(/"/g, "'");
  return `data:image/svg+xml,${compact.replace(/[^\w\-.~!$&'()*+,;=:@/]/g, encodeURIComponent)}`;
}

/** Our pages only: no file extension (feeds, calendars, downloads), not the CMS. */
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
