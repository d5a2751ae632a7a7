import { reportFileRoute } from "~/loaders/research.server";

export const { getStaticPaths, GET } = reportFileRoute("csv");
