#!/usr/bin/env node
// The pull-request check's last step: the run's summary, comment.md for the comment job, and one
// annotation per content problem (GitHub reads them from the log).
//   node scripts/ci/report.ts <report folder>     (STEPS: the workflow's `toJSON(steps)`)
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { annotations } from "./annotations.ts";
import { problemLine } from "./field-line.ts";
import { failedBrowserTests, failedUnitTests, parseContentLog } from "./parse.ts";
import { renderSummary, STAGES } from "./summary.ts";

const dir = process.argv[2] ?? ".";
const root = process.cwd();
const read = (name: string) =>
  existsSync(path.join(dir, name)) ? readFileSync(path.join(dir, name), "utf8") : "";
const json = (name: string) => {
  try {
    return JSON.parse(read(name));
  } catch {
    return {};
  }
};
const tail = (text: string, lines = 40) =>
  stripVTControlCharacters(text).trimEnd().split("\n").slice(-lines).join("\n");

const steps: Record<string, { outcome?: string }> = JSON.parse(process.env.STEPS ?? "{}");
// The build names content problems the content check does not catch the same way.
const content = parseContentLog(read("content.log"));
const fromBuild = parseContentLog(read("build.log")).problems;
const seen = new Set(content.problems.map((p) => JSON.stringify(p)));
const problems = [...content.problems, ...fromBuild.filter((p) => !seen.has(JSON.stringify(p)))];

const { comment, summary } = renderSummary({
  outcomes: Object.fromEntries(STAGES.map((s) => [s.id, steps[s.id]?.outcome])),
  problems,
  warnings: content.warnings,
  attention: content.attention,
  unitFailures: [
    ...failedUnitTests(json("unit.json"), root),
    ...failedUnitTests(json("built.json"), root),
  ],
  browserFailures: failedBrowserTests(json("e2e.json"), root),
  tails: Object.fromEntries(STAGES.map((s) => [s.id, tail(read(`${s.id}.log`))])),
  runUrl: process.env.RUN_URL ?? "",
});

const located = (problem: { file: string; field?: string; message: string }) => {
  const field = problem.field ?? "";
  const text = existsSync(problem.file) ? readFileSync(problem.file, "utf8") : "";
  const markdown = problem.file.endsWith(".md");
  return {
    ...problem,
    field,
    line: text ? problemLine({ text, field, message: problem.message, markdown }) : 1,
  };
};
for (const command of annotations(
  problems.map(located),
  content.warnings.map(located),
  content.attention.map(located),
))
  console.log(command);

writeFileSync(path.join(dir, "comment.md"), comment);
if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, summary);
else console.log(summary);
