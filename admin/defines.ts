import { readPreviewContent } from "../app/content-layer/read";
import { everyEntryCollection } from "../app/collections/list";
import { feedsAt } from "../app/route-table";

/** What the previews need of each collection of entries, as data: its modules stay on the build's side. */
export const previewCollections = () =>
  everyEntryCollection.map(({ id, folder, base, kind, textSections = false, section, feed }) => ({
    id,
    folder,
    base,
    kind,
    textSections,
    // An `entries` section's list, as a page with no entries yet shows it.
    listed:
      section === "entries"
        ? {
            cards: [],
            feeds: feed?.channel
              ? { what: feed.channel.toLowerCase(), paths: feedsAt(base) }
              : undefined,
          }
        : undefined,
  }));

/** What the CMS's previews need of the content, as Vite `define`s (admin/previews.tsx, app/content/site.ts). */
export async function cmsDefines(
  dir?: string,
): Promise<{ __SITE__: string; __NAVIGATION__: string; __CMS_CONTENT__: string }> {
  const { site, navigation, authors, forms, claims } = await readPreviewContent(dir);
  return {
    __SITE__: JSON.stringify(site),
    __NAVIGATION__: JSON.stringify(navigation),
    __CMS_CONTENT__: JSON.stringify({ authors, forms, claims, collections: previewCollections() }),
  };
}
