import { research } from "~/collections/research";
import { collectionFeed, feedRoute } from "~/loaders/feeds.server";

export const { getStaticPaths, GET } = feedRoute(collectionFeed(research));
