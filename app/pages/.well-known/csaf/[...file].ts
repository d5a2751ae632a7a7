import { fileRoute } from "~/files/file-response";
import { csafDistribution } from "~/page-data/csaf.server";

const BASE = "/.well-known/csaf/";

/** Every file of the CSAF distribution: provider metadata, each document with its hashes, index.txt, changes.csv. */
export const { getStaticPaths, GET } = fileRoute("file", async () =>
  (await csafDistribution()).map(({ path, text }) => {
    if (!path.startsWith(BASE)) throw new Error(`CSAF file ${path} is outside ${BASE}`);
    return { key: path.slice(BASE.length), name: path, text };
  }),
);
