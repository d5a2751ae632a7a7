import type { APIRoute, GetStaticPaths } from "astro";
import { fileResponse } from "~/lib/file-response";
import { reportFiles, resolvedReports } from "~/loaders/research.server";

/** A report for other tools: a STIX 2.1 bundle, its indicators as CSV (blocklists, SIEM imports), its ATT&CK techniques as a Navigator layer (format 4.5). */
const files = { "stix.json": reportFiles.stix, "indicators.csv": reportFiles.csv, "navigator.json": reportFiles.navigator };

export const getStaticPaths = (() =>
  resolvedReports().flatMap((report) => Object.entries(files).map(([file, write]) => ({ params: { slug: report.slug, file }, props: { file, text: write(report) } })))) satisfies GetStaticPaths;

export const GET: APIRoute<{ file: string; text: string }> = ({ props }) => fileResponse(props.file, props.text);
