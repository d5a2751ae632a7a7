import { mispFeedRoute } from "~/page-data/research.server";

export const { getStaticPaths, GET } = mispFeedRoute();
