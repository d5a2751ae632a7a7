import type { APIRoute, GetStaticPaths } from "astro";
import { fileResponse } from "~/lib/file-response";
import type { ResolvedReport } from "~/lib/research/report";
import { reportFiles, resolvedReports } from "~/loaders/research.server";

/** A report as a STIX 2.1 bundle, for threat-intelligence platforms. */
export const getStaticPaths = (() =>
  resolvedReports().map((report) => ({
    params: { slug: report.slug },
    props: { report },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ report: ResolvedReport }> = ({ props }) =>
  fileResponse("stix.json", reportFiles.stix(props.report));
