import type { APIRoute, GetStaticPaths } from "astro";
import { researchRuleFiles } from "~/loaders/research.server";

/** Each detection rule as its author wrote it (content/research/rules/), for SIEMs and scanners to load. */
export const getStaticPaths = (() => researchRuleFiles().map(({ file, text }) => ({ params: { file }, props: { text } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ text: string }> = ({ props }) => new Response(props.text);
