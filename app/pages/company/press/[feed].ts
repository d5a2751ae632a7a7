import { pressReleases } from "~/collections/press-releases";
import { collectionFeed, feedRoute } from "~/loaders/feeds.server";

export const { getStaticPaths, GET } = feedRoute(collectionFeed(pressReleases));
