/** Global setup of the "astro" project: the dev-mode `astro:content` it runs reads .astro/, while
 * `astro sync` writes node_modules/.astro (withastro/astro#12836; docs/decisions/0012): copied over. */
import { copyFileSync, existsSync, mkdirSync } from "node:fs";

const root = new URL("../", import.meta.url);
const synced = new URL("node_modules/.astro/data-store.json", root);

export default function setup() {
  if (!existsSync(synced))
    throw new Error("No content data store: run `npm run content` (astro sync) first.");
  mkdirSync(new URL(".astro/", root), { recursive: true });
  copyFileSync(synced, new URL(".astro/data-store.json", root));
}
