/** `astro:content` for the unit tests, which run outside Astro: the same loader's entries
 * (app/content/loader.ts reads CONTENT_DIR), so loaders and routes' data read as in a build. */
import { content } from "../app/content/loader";
import type { CollectionName } from "../app/content/read";

export async function getCollection(name: CollectionName) {
  return ((await content())[name] as object[]).map((data) => ({ collection: name, data }));
}
