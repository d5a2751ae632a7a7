import { addCmsToBuild } from "./cms/admin-output";
import { addSceneToBuild } from "./scene-build";
import { writeHostConfigs } from "./host-config";
import { contentDir, prerenderedPagePaths } from "./content/paths";
import { writeMedia } from "./media";
import { precompress } from "./precompress";
import { buildSearchIndex } from "./search-index";
import { writeEntryImages } from "./og-entry-images";
import { site as companySite } from "../app/content/site";

/**
 * Runs after every route and endpoint (feeds, calendars, CSAF, security.txt, sitemap: app/pages)
 * is prerendered into <buildDirectory>/client.
 */
export async function buildEnd(buildDirectory: string): Promise<void> {
  const clientDir = `${buildDirectory}/client`;
  await buildSearchIndex(clientDir);
  // Every entry page's share image (drawn only when its entry changed: node_modules/.cache/og-entries).
  await writeEntryImages(clientDir, companySite.name);
  // Images uploaded through the CMS, with their AVIF and WebP versions (before precompression and the host configs).
  await writeMedia(contentDir(), clientDir);
  // The CMS (/admin/), built before the site: in place before its headers and precompression.
  await addCmsToBuild(buildDirectory);
  // The home hero's scene, built before the site (scripts/scene-build.ts).
  await addSceneToBuild(buildDirectory);
  // The hosts' site-wide headers (each page's own CSP is already in its HTML: astro.config.ts).
  // Keep precompression last: it covers every file written before it. PRECOMPRESS=0 leaves it out:
  // the browser tests' own extra builds (forms, CMS), which hosts serve uncompressed when no .gz
  // or .br is there; brotli's best quality on every page is the longest step of a build.
  await writeHostConfigs(buildDirectory, prerenderedPagePaths());
  if (process.env.PRECOMPRESS !== "0") await precompress(clientDir);
}
