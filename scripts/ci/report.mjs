#!/usr/bin/env node
// The pull-request check's last step: the run's summary, comment.md for the comment job, and one
// annotation per content problem (GitHub reads them from the log).
//   node scripts/ci/report.mjs <report folder>     (STEPS: the workflow's `toJSON(steps)`)
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { annotations } from "./annotations.mjs";
import { problemLine } from "./field-line.mjs";
import { failedBrowserTests, failedUnitTests, parseContentLog, stripAnsi } from "./parse.mjs";
import { renderSummary, STAGES } from "./summary.mjs";

const dir = process.argv[2] ?? ".";
const root = process.cwd();
/** @param {string} name */
const read = (name) =>
  existsSync(path.join(dir, name)) ? readFileSync(path.join(dir, name), "utf8") : "";
/** @param {string} name */
const json = (name) => {
  try {
    return JSON.parse(read(name));
  } catch {
    return {};
  }
};
/** @param {string} text */
const tail = (text, lines = 40) => stripAnsi(text).trimEnd().split("\n").slice(-lines).join("\n");

/** @type {Record<string, { outcome?: string }>} */
const steps = JSON.parse(process.env.STEPS ?? "{}");
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
  unitFailures: [...failedUnitTests(json("unit.json"), root), ...failedUnitTests(json("built.json"), root)],
  browserFailures: failedBrowserTests(json("e2e.json"), root),
  tails: Object.fromEntries(STAGES.map((s) => [s.id, tail(read(`${s.id}.log`))])),
  runUrl: process.env.RUN_URL ?? "",
});

/** @param {{ file: string, field?: string, message: string }} problem */
const located = (problem) => {
  const text = existsSync(problem.file) ? readFileSync(problem.file, "utf8") : "";
  const line = text
    ? problemLine({
        text,
        field: problem.field ?? "",
        message: problem.message,
        markdown: problem.file.endsWith(".md"),
      })
    : 1;
  return { ...problem, field: problem.field ?? "", line };
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
