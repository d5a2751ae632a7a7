import type { APIRoute, GetStaticPaths } from "astro";
import { fileResponse } from "~/lib/file-response";
import type { ResolvedReport } from "~/lib/research/report";
import { reportFiles, resolvedReports } from "~/loaders/research.server";

/** A report's indicators as CSV, for blocklists and SIEM imports. */
export const getStaticPaths = (() =>
  resolvedReports().map((report) => ({
    params: { slug: report.slug },
    props: { report },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ report: ResolvedReport }> = ({ props }) =>
  fileResponse("indicators.csv", reportFiles.csv(props.report));
