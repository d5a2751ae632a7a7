import { blogFeed, feedRoute } from "~/loaders/feeds.server";

export const { getStaticPaths, GET } = feedRoute(blogFeed);
