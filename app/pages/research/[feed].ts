import { feedRoute, researchFeed } from "~/loaders/feeds.server";

export const { getStaticPaths, GET } = feedRoute(researchFeed);
