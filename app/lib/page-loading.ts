/**
 * Two things every page's document carries itself, so that nothing is fetched before its first
 * paint (the stylesheet and the text face are in it too: astro.config.ts, app/layouts/site.astro;
 * README, Quality gates: Lighthouse's simulation counts every request that ends before the
 * largest paint, and all but the first after the HTML cost a new connection, a simulated 300 ms):
 *
 * - The favicon, as a `data:` URL of public/favicon.svg (which stays, for anything that asks for
 *   the file). As a file, browsers fetched it during the page's load.
 * - The navigation prefetch, as the platform's speculation rules: Chromium fetches the page a
 *   link leads to once the pointer rests on the link (or a finger starts a tap on a phone), and
 *   the click is served from that copy. Not Astro's `prefetch`: it ships as a module file that
 *   every page loads in its head, the one request left before the first paint (the test
 *   scripts/astro-prefetch.test.ts fails if Astro stops doing that). Browsers without
 *   speculation rules (Firefox, Safari today) navigate as usual.
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
