import type { APIRoute, GetStaticPaths } from "astro";
import type { CsafFile } from "~/files/csaf";
import { fileResponse } from "~/files/file-response";
import { csafDistribution } from "~/page-data/csaf.server";

const BASE = "/.well-known/csaf/";

/** Every file of the CSAF distribution: provider metadata, each document with its hashes, index.txt, changes.csv. */
export const getStaticPaths = (async () =>
  (await csafDistribution()).map((file) => {
    if (!file.path.startsWith(BASE)) throw new Error(`CSAF file ${file.path} is outside ${BASE}`);
    return { params: { file: file.path.slice(BASE.length) }, props: { file } };
  })) satisfies GetStaticPaths;

export const GET: APIRoute<{ file: CsafFile }> = ({ props }) =>
  fileResponse(props.file.path, props.file.text);
