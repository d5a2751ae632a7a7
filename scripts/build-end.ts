import { addCmsToBuild } from "./cms/admin-output";
import { addSceneToBuild } from "./scene-build";
import { writeHostConfigs } from "./host-config";
import { prerenderedPagePaths } from "../app/loaders/addresses.server";
import { buildSearchIndex } from "./search-index";

export async function buildEnd(buildDirectory: string): Promise<void> {
  await buildSearchIndex(`${buildDirectory}/client`);
  // The CMS (/admin/), built before the site: in place before its headers.
  await addCmsToBuild(buildDirectory);
  await addSceneToBuild(buildDirectory);
  // The hosts' site-wide headers (each page's own CSP is already in its HTML: astro.config.ts).
  await writeHostConfigs(buildDirectory, prerenderedPagePaths());
}
