import type { APIRoute, GetStaticPaths } from "astro";
import { mispFeedFiles } from "~/loaders/research.server";

/** The MISP feed of every report: manifest.json, one <event uuid>.json per report, hashes.csv. */
export const getStaticPaths = (() => mispFeedFiles().map(({ name, text }) => ({ params: { file: name }, props: { text } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ text: string }> = ({ props }) => new Response(props.text);
