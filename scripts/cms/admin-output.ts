import { cp, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { cmsConfigYaml, optionsFromDisk } from "./config";
import { cmsOutDir } from "./out-dir.mjs";

/**
 * The CMS's place in the build: `npm run build` builds it first (vite.admin.config.ts, into
 * .tmp/cms-admin/<build folder>/, as Astro empties its output folder), and buildEnd calls this before the host configurations and
 * precompression, which then cover it: client/admin/ gets the CMS and its config.yml, generated
 * from the content schemas (SITE_ORIGIN and CMS_REPO at build fill in its links and repository).
 * A build without the CMS step (astro build alone) has no /admin/.
 */
export async function addCmsToBuild(buildDir: string): Promise<boolean> {
  const built = path.join(cmsOutDir(buildDir), "admin");
  if (!(await stat(built).catch(() => undefined))) return false;
  const target = path.join(buildDir, "client", "admin");
  await rm(target, { recursive: true, force: true });
  await cp(built, target, { recursive: true });
  const siteUrl = process.env.SITE_ORIGIN;
  await writeFile(path.join(target, "config.yml"), cmsConfigYaml(optionsFromDisk(siteUrl ? { siteUrl } : {})));
  return true;
}
