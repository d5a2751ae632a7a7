import { ruleFileRoute } from "~/page-data/research.server";

export const { getStaticPaths, GET } = ruleFileRoute();
