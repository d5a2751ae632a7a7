/** `astro:content` for the unit tests, which run outside Astro: the same loader's entries
 * (app/content-layer/loader.ts reads CONTENT_DIR), so loaders and routes' data read as in a build. */
import { content } from "../app/content-layer/loader";

export async function getCollection(name: string) {
  return ((await content()).stored[name] ?? []).map((data) => ({ collection: name, data }));
}
