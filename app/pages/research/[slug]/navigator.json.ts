import { reportFileRoute } from "~/page-data/research.server";

export const { getStaticPaths, GET } = reportFileRoute("navigator");
