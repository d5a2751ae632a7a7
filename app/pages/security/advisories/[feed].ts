import { advisories } from "~/collections/advisories";
import { collectionFeed, feedRoute } from "~/page-data/feeds.server";

export const { getStaticPaths, GET } = feedRoute(collectionFeed(advisories));
