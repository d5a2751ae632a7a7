import { research } from "~/collections/research";
import { collectionFeed, feedRoute } from "~/page-data/feeds.server";

export const { getStaticPaths, GET } = feedRoute(collectionFeed(research));
