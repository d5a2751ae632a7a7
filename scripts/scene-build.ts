/**
 * The home hero's threat map (app/components/scene/threat-globe.ts and the worker it draws in),
 * built as its own small program before the site, as the CMS is (vite.admin.config.ts).
 *
 * Not a page script of Astro's: one that imports the scene is a module file the page fetches
 * before its first paint (docs/decisions/0001-stylesheet-and-text-face-in-every-page.md). So
 * app/layouts/hero-scene.astro imports this program by its URL (`__SCENE_MODULE__`) after the
 * paint; in `astro dev` the URL is the source file's, which Vite's dev server compiles.
 * test/built/head.test.ts fails if the home page loads a script file before its first paint again.
 */
import { cp, readFile } from "node:fs/promises";
import path from "node:path";
import { build } from "vite";

const ENTRY = "app/components/scene/threat-globe.ts";
/** The URL `astro dev` imports the scene from: the source file, compiled by Vite's dev server. */
export const SCENE_DEV_URL = `/${ENTRY}`;
const MANIFEST = "scene-manifest.json";

/** Outside Astro's output folder, which Astro empties when it starts: one folder per build folder. */
const sceneOutDir = (buildDir: string) => path.join(path.resolve(".tmp", "scene"), path.basename(path.resolve(buildDir)));

/** Builds the scene into .tmp/scene/<build folder>/assets and returns the URL its module will have. */
export async function buildScene(buildDir: string): Promise<string> {
  const outDir = sceneOutDir(buildDir);
  await build({
    configFile: false,
    root: process.cwd(),
    base: "/",
    logLevel: "warn",
    resolve: { tsconfigPaths: true },
    build: {
      outDir,
      emptyOutDir: true,
      assetsDir: "assets",
      manifest: MANIFEST,
      rolldownOptions: { input: ENTRY, preserveEntrySignatures: "exports-only", checks: { pluginTimings: false } },
    },
  });
  const manifest = JSON.parse(await readFile(path.join(outDir, MANIFEST), "utf8")) as Record<string, { file: string }>;
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`The scene build wrote no ${ENTRY} in ${path.join(outDir, MANIFEST)}`);
  return `/${entry.file}`;
}

/** Puts the scene's files among the site's assets (buildEnd: before the host configurations and precompression). */
export async function addSceneToBuild(buildDir: string): Promise<void> {
  await cp(path.join(sceneOutDir(buildDir), "assets"), path.join(buildDir, "client", "assets"), { recursive: true });
}
