import { advisoryFeed, feedRoute } from "~/loaders/feeds.server";

export const { getStaticPaths, GET } = feedRoute(advisoryFeed);
