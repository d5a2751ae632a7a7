import { articles } from "~/collections/articles";
import { collectionFeed, feedRoute } from "~/page-data/feeds.server";

export const { getStaticPaths, GET } = feedRoute(collectionFeed(articles));
