/** Each collection's feeds as app/files/feeds.ts writes them (its `[feed].ts` endpoint), and which a list page advertises in its head. */
import type { APIRoute, GetStaticPaths } from "astro";
import { entriesIn } from "~/content-layer/store";
import {
  type EntryMap,
  type Folder,
  collectionIn,
  everyEntryCollection,
  listedCollection,
} from "~/collections/list";
import { site as siteFacts } from "~/content/site";
import { type FeedChannel, type FeedSite, feedFormats } from "~/files/feeds";
import type { FeedItem } from "~/collections/collection";
import type { Section } from "~/content/types";
import { feedsAt } from "~/route-table";

/** A feed's channel and entries, as rssFeed, atomFeed and jsonFeed take them: `rssFeed(...feedOf(folder, entries))`. */
export type Feed = [site: FeedSite, articles: FeedItem[]];

/** A collection's three feeds from one route file (`app/pages/blog/[feed].ts`): rss.xml, atom.xml and feed.json. */
export function feedRoute<K extends Folder>({ folder }: { folder: K }) {
  const getStaticPaths = (() =>
    feedFormats.map((format) => ({
      params: { feed: feedsAt("")[format[0]].slice(1) },
      props: { format },
    }))) satisfies GetStaticPaths;
  const GET: APIRoute<{ format: (typeof feedFormats)[number] }> = async ({ props }) => {
    const [, type, , write] = props.format;
    return new Response(write(...feedOf(folder, await entriesIn(folder))), {
      headers: { "Content-Type": `${type}; charset=utf-8` },
    });
  };
  return { getStaticPaths, GET };
}

/** A collection's own channel; one without is the blog's, which every page advertises. */
export function channelOf(collection: {
  base: string;
  feed?: { channel?: string };
}): FeedChannel | undefined {
  const name = collection.feed?.channel;
  if (name === undefined) return undefined;
  return {
    title: `${siteFacts.name} ${name}`,
    home: collection.base,
    paths: feedsAt(collection.base),
  };
}

/** The feeds of the list a section shows, if it has its own: its page advertises them to feed readers. */
export function sectionChannel(section: Section): FeedChannel | undefined {
  const listed =
    section.type === "entries"
      ? listedCollection(section.family)
      : everyEntryCollection.find((collection) => collection.section === section.type);
  return listed && channelOf(listed);
}

/** A collection's feed of `entries`: its channel, each entry as its module gives it (none without a feed). */
export function feedOf<K extends Folder>(folder: K, entries: readonly EntryMap[K][]): Feed {
  const collection = collectionIn[folder];
  const { feed } = collection;
  const site: FeedSite = {
    name: siteFacts.name,
    origin: siteFacts.origin,
    description: feed?.description(siteFacts.name) ?? "",
    language: "en",
    channel: channelOf(collection),
  };
  return [site, feed ? entries.map((entry) => feed.item(entry, siteFacts.name)) : []];
}
