/**
 * The home hero's threat map, built apart from Astro: a page script would be fetched before the first
 * paint (docs/decisions/0001), so hero-scene.astro imports this build by URL after it. */
import { cp, readFile } from "node:fs/promises";
import path from "node:path";
import { build } from "vite";
import { outDir } from "./out-dir";

const ENTRY = "app/components/scene/threat-globe.ts";
export const SCENE_DEV_URL = `/${ENTRY}`;
const MANIFEST = "scene-manifest.json";

export async function buildScene(buildDir: string): Promise<string> {
  const sceneDir = outDir("scene", buildDir);
  await build({
    configFile: false,
    root: process.cwd(),
    base: "/",
    logLevel: "warn",
    resolve: { tsconfigPaths: true },
    build: {
      outDir: sceneDir,
      emptyOutDir: true,
      assetsDir: "assets",
      manifest: MANIFEST,
      rolldownOptions: {
        input: ENTRY,
        preserveEntrySignatures: "exports-only",
        checks: { pluginTimings: false },
      },
    },
  });
  const manifest = JSON.parse(await readFile(path.join(sceneDir, MANIFEST), "utf8")) as Record<
    string,
    { file: string }
  >;
  const entry = manifest[ENTRY];
  if (!entry)
    throw new Error(`The scene build wrote no ${ENTRY} in ${path.join(sceneDir, MANIFEST)}`);
  return `/${entry.file}`;
}

export async function addSceneToBuild(buildDir: string): Promise<void> {
  const assets = path.join(outDir("scene", buildDir), "assets");
  await cp(assets, path.join(buildDir, "client", "assets"), { recursive: true });
}
