/** The content read from another content folder (a scratch copy a test has edited), as the content
 * layer's loader reads it (app/content-layer/read.ts): throws the build's error listing every problem. */
import { type Content, readContent } from "../app/content-layer/read";
import type { EntryMap, Folder } from "../app/collections/list";

/** The content as read, each collection of entries also at its folder, typed by its module. */
export type BuiltContent = Content & { [K in Folder]: EntryMap[K][] };

export async function buildContentFrom(contentDir?: string): Promise<BuiltContent> {
  const content = await readContent(contentDir);
  // The reading stores them by folder, untyped: the store types them the same way (app/content-layer/store.ts).
  return { ...content, ...content.entries } as BuiltContent;
}
