import { advisories } from "~/collections/advisories";
import { feedRoute } from "~/page-data/feeds.server";

export const { getStaticPaths, GET } = feedRoute(advisories);
