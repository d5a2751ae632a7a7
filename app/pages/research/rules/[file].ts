import { ruleFileRoute } from "~/loaders/research.server";

export const { getStaticPaths, GET } = ruleFileRoute();
