import { mispFeedRoute } from "~/loaders/research.server";

export const { getStaticPaths, GET } = mispFeedRoute();
