import { research } from "~/collections/research";
import { feedRoute } from "~/page-data/feeds.server";

export const { getStaticPaths, GET } = feedRoute(research);
