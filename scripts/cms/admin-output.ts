import { cp, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { cmsConfigYaml, optionsFromDisk } from "./config";
import { cmsOutDir } from "./out-dir";

/**
 * The CMS is built first outside Astro's output folder, which Astro empties; buildEnd copies it with its
 * generated config.yml into client/admin/ before host configs and precompression. No CMS step, no /admin/. */
export async function addCmsToBuild(buildDir: string): Promise<boolean> {
  const built = path.join(cmsOutDir(buildDir), "admin");
  if (!(await stat(built).catch(() => undefined))) return false;
  const target = path.join(buildDir, "client", "admin");
  await rm(target, { recursive: true, force: true });
  await cp(built, target, { recursive: true });
  const siteUrl = process.env.SITE_ORIGIN;
  await writeFile(
    path.join(target, "config.yml"),
    cmsConfigYaml(optionsFromDisk(siteUrl ? { siteUrl } : {})),
  );
  return true;
}
