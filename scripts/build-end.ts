import { addCmsToBuild } from "./cms/admin-output";
import { addSceneToBuild } from "./scene-build";
import { writeHostConfigs } from "./host-config";
import { prerenderedPagePaths } from "../app/loaders/addresses.server";
import { buildSearchIndex } from "./search-index";

/** Runs once every route and endpoint (app/pages) is prerendered into <buildDirectory>/client. */
export async function buildEnd(buildDirectory: string): Promise<void> {
  const clientDir = `${buildDirectory}/client`;
  await buildSearchIndex(clientDir);
  // The CMS (/admin/), built before the site: in place before its headers.
  await addCmsToBuild(buildDirectory);
  // The home hero's scene, built before the site (scripts/scene-build.ts).
  await addSceneToBuild(buildDirectory);
  // The hosts' site-wide headers (each page's own CSP is already in its HTML: astro.config.ts).
  await writeHostConfigs(buildDirectory, prerenderedPagePaths());
}
