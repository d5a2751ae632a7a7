import { articles } from "~/collections/articles";
import { collectionFeed, feedRoute } from "~/loaders/feeds.server";

export const { getStaticPaths, GET } = feedRoute(collectionFeed(articles));
