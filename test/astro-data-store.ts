/**
 * The "astro" project's global setup. Vitest runs Astro's Vite config as a dev server, whose
 * `astro:content` reads the content layer's store from .astro/; `npm run content` (astro sync)
 * writes it to Astro's cache folder. The tests read that store: copied to where dev reads it.
 */
import { copyFileSync, existsSync, mkdirSync } from "node:fs";

const root = new URL("../", import.meta.url);
const synced = new URL("node_modules/.astro/data-store.json", root);

export default function setup() {
  if (!existsSync(synced))
    throw new Error("No content data store: run `npm run content` (astro sync) first.");
  mkdirSync(new URL(".astro/", root), { recursive: true });
  copyFileSync(synced, new URL(".astro/data-store.json", root));
}
