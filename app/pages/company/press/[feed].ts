import { pressReleases } from "~/collections/press-releases";
import { collectionFeed, feedRoute } from "~/page-data/feeds.server";

export const { getStaticPaths, GET } = feedRoute(collectionFeed(pressReleases));
