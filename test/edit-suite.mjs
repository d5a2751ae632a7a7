#!/usr/bin/env node
// `npm run test:edits`: proof that the checks accept the marketing team's ordinary edits. Each edit
// (edit-suite/edits.mjs) runs on a scratch copy, then content:check and the unit tests that read the
// live content (projects dom, node and astro; "launch" reads frozen content, "built" a build). Options: docs/architecture.md.
import { spawnSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { edits } from "./edit-suite/edits.mjs";

/** The folders an edit may change, restored before each one. */
const EDITABLE = ["content", "public"];

const { values: options } = parseArgs({
  options: {
    only: { type: "string", multiple: true },
    together: { type: "boolean", default: false },
    shard: { type: "string" },
    command: { type: "string", default: "npm test" },
    ref: { type: "string" },
    keep: { type: "boolean", default: false },
  },
});

/** @param {string} command @param {string[]} args @param {string} cwd */
function run(command, args, cwd) {
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, FORCE_COLOR: "0" },
  });
  return {
    ok: result.status === 0,
    exit: result.status ?? result.signal,
    output: `${result.stdout}${result.stderr}`,
    seconds: (Date.now() - started) / 1000,
  };
}

/** The checkout's tracked files (or a commit's, with --ref) in a fresh folder, node_modules linked. */
function scratchCopy() {
  const root = mkdtempSync(path.join(tmpdir(), "edit-suite-"));
  const copy = path.join(root, "checkout");
  mkdirSync(copy);
  if (options.ref) {
    const archive = spawnSync(
      "sh",
      ["-c", `git archive ${JSON.stringify(options.ref)} | tar -x -C ${JSON.stringify(copy)}`],
      { stdio: "inherit" },
    );
    if (archive.status !== 0) throw new Error(`git archive ${options.ref} failed`);
  } else {
    const listed = spawnSync(
      "git",
      ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    if (listed.status !== 0)
      throw new Error("git ls-files failed: run this inside the git checkout");
    for (const file of listed.stdout.split("\0").filter(Boolean)) {
      try {
        cpSync(file, path.join(copy, file));
      } catch (error) {
        if (/** @type {NodeJS.ErrnoException} */ (error).code !== "ENOENT") throw error; // deleted but not yet committed
      }
    }
  }
  symlinkSync(realpathSync("node_modules"), path.join(copy, "node_modules"));
  // A repository, as `npm test` needs one: the CMS's browser tests copy the checkout with git.
  if (spawnSync("git", ["init", "-q"], { cwd: copy }).status !== 0)
    throw new Error("git init failed");
  const pristine = path.join(root, "pristine");
  for (const folder of EDITABLE)
    cpSync(path.join(copy, folder), path.join(pristine, folder), { recursive: true });
  return { root, copy, pristine };
}

/** @param {{ copy: string, pristine: string }} scratch */
function reset({ copy, pristine }) {
  for (const folder of EDITABLE) {
    rmSync(path.join(copy, folder), { recursive: true, force: true });
    cpSync(path.join(pristine, folder), path.join(copy, folder), { recursive: true });
  }
}

/** The unit tests that read the live content; the test files that failed, or why the run did. */
function unitTests(copy) {
  const report = path.join(copy, ".tmp", "edit-suite-vitest.json");
  rmSync(report, { force: true });
  const result = run(
    "npx",
    [
      "vitest",
      "run",
      "--project",
      "dom",
      "--project",
      "node",
      "--project",
      "astro",
      "--reporter=json",
      `--outputFile=${report}`,
    ],
    copy,
  );
  let failed;
  try {
    /** @type {{ testResults: { name: string, status: string }[] }} */
    const json = JSON.parse(readFileSync(report, "utf8"));
    failed = json.testResults
      .filter((file) => file.status !== "passed")
      .map((file) => path.relative(copy, file.name));
  } catch {
    failed = result.ok
      ? []
      : [
          "(no report: " +
            (result.output.match(/Error[^\n]*/)?.[0] ?? "Vitest failed before running tests") +
            ")",
        ];
  }
  // A run that fails with every test passed (an unhandled error, a worker that crashed) says why,
  // and keeps Vitest's whole output to read.
  if (!result.ok && failed.length === 0) {
    const log = path.join(mkdtempSync(path.join(tmpdir(), "edit-suite-log-")), "vitest.log");
    writeFileSync(log, result.output);
    failed = [
      `(every test passed; Vitest exited ${result.exit}: ${result.output.match(/(?:Unhandled|Error)[^\n]*/)?.[0] ?? "no error line"}; its output: ${log})`,
    ];
  }
  return { ok: result.ok && failed.length === 0, failed, seconds: result.seconds };
}

/** @param {string[][]} rows */
function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(" | ")} |`;
  return [
    line(rows[0]),
    `| ${widths.map((width) => "-".repeat(width)).join(" | ")} |`,
    ...rows.slice(1).map(line),
  ].join("\n");
}

/** Every edit at once, then one command (npm test) in the copy. Returns the number of failures. */
function runTogether(chosen, scratch) {
  const started = Date.now();
  for (const edit of chosen) edit.apply(scratch.copy);
  console.log(
    `Applied together: ${chosen.map((edit) => edit.name).join(", ")}.\nRunning ${options.command}...`,
  );
  const result = spawnSync(options.command, { cwd: scratch.copy, stdio: "inherit", shell: true });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(
    `${options.command} with every edit: ${result.status === 0 ? "pass" : "FAIL"} (${seconds} s)`,
  );
  return result.status === 0 ? 0 : 1;
}

/** Each edit alone on fresh content, then content:check and the live unit tests. Returns the number of failures. */
function runOneByOne(chosen, scratch) {
  const started = Date.now();
  const rows = [
    ["edit", "content:check", "unit tests", "failing test files", "time (check + tests)"],
  ];
  let failures = 0;
  for (const edit of chosen) {
    reset(scratch);
    try {
      edit.apply(scratch.copy);
    } catch (error) {
      failures += 1;
      rows.push([
        edit.name,
        "-",
        "-",
        `the edit could not be made: ${/** @type {Error} */ (error).message}`,
        "-",
      ]);
      continue;
    }
    const check = run("npm", ["run", "content:check"], scratch.copy);
    const tests = unitTests(scratch.copy);
    if (!check.ok || !tests.ok) failures += 1;
    if (!check.ok)
      console.log(`\n${edit.name}: npm run content:check says:\n${check.output.trim()}\n`);
    const row = [
      edit.name,
      check.ok ? "pass" : "FAIL",
      tests.ok ? "pass" : `FAIL (${tests.failed.length})`,
      tests.failed.join(", ") || "-",
      `${(check.seconds + tests.seconds).toFixed(0)} s (${check.seconds.toFixed(0)} + ${tests.seconds.toFixed(0)})`,
    ];
    console.log(row.join(" · "));
    rows.push(row);
  }
  const total = (Date.now() - started) / 1000;
  console.log(
    `\n${table(rows)}\n\n${chosen.length} edits in ${total.toFixed(0)} s (${(total / chosen.length).toFixed(0)} s per edit).`,
  );
  return failures;
}

function main() {
  const only = options.only ?? [];
  // --shard 2/3: every third edit from the second, so CI can split the suite across jobs.
  const [shard, shards] = (options.shard ?? "1/1").split("/").map(Number);
  if (!(shard >= 1 && shard <= shards))
    throw new Error(`--shard ${options.shard}: write it as 2/3`);
  const chosen = edits.filter(
    (edit, index) =>
      index % shards === shard - 1 &&
      (!only.length || only.some((part) => edit.name.includes(part))),
  );
  if (!chosen.length)
    throw new Error(`no edit's name contains ${only.map((part) => `"${part}"`).join(" or ")}`);
  const scratch = scratchCopy();
  console.log(`Scratch copy: ${scratch.copy}${options.ref ? ` (${options.ref})` : ""}`);
  let failures = 0;
  try {
    failures = options.together ? runTogether(chosen, scratch) : runOneByOne(chosen, scratch);
  } finally {
    if (options.keep) console.log(`Kept: ${scratch.copy}`);
    else rmSync(scratch.root, { recursive: true, force: true });
  }
  if (failures) console.log(`${failures} ${failures === 1 ? "edit" : "edits"} failed.`);
  process.exit(failures ? 1 : 0);
}

main();
