import type { APIRoute, GetStaticPaths } from "astro";
import { fileResponse } from "~/lib/file-response";
import { mispFeedFiles } from "~/loaders/research.server";

/** The MISP feed of every report: manifest.json, one <event uuid>.json per report, hashes.csv. */
export const getStaticPaths = (() =>
  mispFeedFiles().map(({ name, text }) => ({
    params: { file: name },
    props: { name, text },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ name: string; text: string }> = ({ props }) =>
  fileResponse(props.name, props.text);
