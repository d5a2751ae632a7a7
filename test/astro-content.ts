/** `astro:content` for the unit tests, which run outside Astro: the same loader's entries
 * (app/content-layer/loader.ts reads CONTENT_DIR), so loaders and routes' data read as in a build. */
import { content } from "../app/content-layer/loader";
import type { CollectionName } from "../app/content-layer/read";

export async function getCollection(name: CollectionName) {
  return ((await content())[name] as object[]).map((data) => ({ collection: name, data }));
}
