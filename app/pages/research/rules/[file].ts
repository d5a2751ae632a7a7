import type { APIRoute, GetStaticPaths } from "astro";
import { fileResponse } from "~/lib/file-response";
import { researchRuleFiles } from "~/loaders/research.server";

/** Each detection rule as its author wrote it (content/research/rules/), for SIEMs and scanners to load. */
export const getStaticPaths = (() =>
  researchRuleFiles().map(({ file, text }) => ({
    params: { file },
    props: { file, text },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ file: string; text: string }> = ({ props }) =>
  fileResponse(props.file, props.text);
