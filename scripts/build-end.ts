import { buildCms } from "./cms/admin-output";
import { addSceneToBuild } from "./scene-build";
import { writeHostConfigs } from "./host-config";
import { prerenderedPagePaths } from "../app/content-layer/addresses";
import { buildSearchIndex } from "./search-index";

export async function buildEnd(buildDirectory: string): Promise<void> {
  // Side by side, each in a process of its own: Pagefind's index and the CMS's Vite build (decision 0008).
  await Promise.all([buildSearchIndex(`${buildDirectory}/client`), buildCms(buildDirectory)]);
  await addSceneToBuild(buildDirectory);
  // The hosts' site-wide headers (each page's own CSP is already in its HTML: astro.config.ts).
  await writeHostConfigs(buildDirectory, prerenderedPagePaths());
}
