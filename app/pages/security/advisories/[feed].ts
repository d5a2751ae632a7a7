import { advisories } from "~/collections/advisories";
import { collectionFeed, feedRoute } from "~/loaders/feeds.server";

export const { getStaticPaths, GET } = feedRoute(collectionFeed(advisories));
