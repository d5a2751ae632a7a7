import { feedRoute, simpleFeed } from "~/loaders/feeds.server";

export const { getStaticPaths, GET } = feedRoute(simpleFeed());
