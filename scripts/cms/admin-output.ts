import { cp, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { cmsConfigYaml, optionsFromDisk } from "./config";
import { cmsOutDir } from "./out-dir";
import { spawn } from "node:child_process";
import { createRequire } from "node:module";

/** The CMS's own Vite build (vite.admin.config.ts, docs/decisions/0008), into cmsOutDir: a process of
 * its own, so its memory does not add to the site build's. */
export function buildCms(): Promise<void> {
  const vite = path.join(
    path.dirname(createRequire(import.meta.url).resolve("vite/package.json")),
    "bin/vite.js",
  );
  const child = spawn(process.execPath, [vite, "build", "--config", "vite.admin.config.ts"], {
    stdio: "inherit",
  });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`The CMS build (vite.admin.config.ts) failed: exit ${code}`)),
    );
  });
}

/**
 * The CMS is built outside Astro's output folder, which Astro empties; buildEnd copies it with its
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
