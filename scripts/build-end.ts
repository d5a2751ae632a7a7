import { addCmsToBuild } from "./cms/admin-output";
import { addSceneToBuild } from "./scene-build";
import { writeHostConfigs } from "./host-config";
import { contentDir, prerenderedPagePaths } from "../app/loaders/addresses.server";
import { writeMedia } from "./media";
import { buildSearchIndex } from "./search-index";

/**
 * Runs after every route and endpoint (feeds, calendars, CSAF, security.txt, sitemap, share images: app/pages)
 * is prerendered into <buildDirectory>/client.
 */
export async function buildEnd(buildDirectory: string): Promise<void> {
  const clientDir = `${buildDirectory}/client`;
  await buildSearchIndex(clientDir);
  // Images uploaded through the CMS, with their AVIF and WebP versions (before the host configs).
  await writeMedia(contentDir(), clientDir);
  // The CMS (/admin/), built before the site: in place before its headers.
  await addCmsToBuild(buildDirectory);
  // The home hero's scene, built before the site (scripts/scene-build.ts).
  await addSceneToBuild(buildDirectory);
  // The hosts' site-wide headers (each page's own CSP is already in its HTML: astro.config.ts).
  await writeHostConfigs(buildDirectory, prerenderedPagePaths());
}
