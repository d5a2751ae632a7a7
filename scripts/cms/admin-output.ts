import { spawn } from "node:child_process";
import { once } from "node:events";
import { cp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { cmsConfigYaml, optionsFromDisk } from "./config";
import { outDir } from "../out-dir";
import { packageBin } from "../package-bin.mjs";

/** The CMS's own Vite build (vite.admin.config.ts, docs/decisions/0008), in a process of its own so
 * its memory does not add to the site build's. */
async function viteBuild(): Promise<void> {
  const vite = packageBin("vite");
  const child = spawn(process.execPath, [vite, "build", "--config", "vite.admin.config.ts"], {
    stdio: "inherit",
  });
  const [code] = await once(child, "exit");
  if (code !== 0) throw new Error(`The CMS build (vite.admin.config.ts) failed: exit ${code}`);
}

/** The CMS at client/admin/ with its generated config.yml: built outside Astro's output folder,
 * which Astro empties, then copied in (before the host configurations, which cover it). */
export async function buildCms(buildDir: string): Promise<void> {
  await viteBuild();
  const target = path.join(buildDir, "client", "admin");
  await rm(target, { recursive: true, force: true });
  await cp(path.join(outDir("cms-admin", buildDir), "admin"), target, { recursive: true });
  const siteUrl = process.env.SITE_ORIGIN;
  await writeFile(
    path.join(target, "config.yml"),
    cmsConfigYaml(optionsFromDisk(siteUrl ? { siteUrl } : {})),
  );
}
