import { articles } from "~/collections/articles";
import { feedRoute } from "~/page-data/feeds.server";

export const { getStaticPaths, GET } = feedRoute(articles);
