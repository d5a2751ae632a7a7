import { pressReleases } from "~/collections/press-releases";
import { feedRoute } from "~/page-data/feeds.server";

export const { getStaticPaths, GET } = feedRoute(pressReleases);
