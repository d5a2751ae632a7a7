#!/usr/bin/env node
// No-secrets gate: secretlint's recommended preset over the source and the built site, zero findings.
// It first proves the scanner fires on a planted fake token, so a broken setup cannot pass.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildDir, clientDir } from "./build-files.mjs";

const bin = path.resolve("node_modules/.bin/secretlint");
const secretlint = (args, input) =>
  spawnSync(bin, ["--format", "stylish", ...args], { encoding: "utf8", input });

// 1. The canary, built at run time so that no token-shaped string is stored in the repository.
const canary = `const token = "${["gh", "p_"].join("")}${"aB3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dF3hJ5"}";\n`;
const probe = secretlint(["--stdinFileName", "canary.js"], canary);
if (probe.status !== 1) {
  console.error(
    `secrets: secretlint did not flag a planted fake token (exit ${probe.status}); the scanner is not working.\n${probe.stdout}${probe.stderr}`,
  );
  process.exit(1);
}

// 2. The source tree, 3. the build output (a separate ignore file: only binary files skipped).
const tmp = mkdtempSync(path.join(tmpdir(), "secretlint-"));
const buildIgnore = path.join(tmp, "ignore");
writeFileSync(buildIgnore, "**/*.gz\n**/*.br\n**/*.woff2\n**/*.png\n**/*.avif\n**/*.webp\n");
let failed = false;
for (const [label, args] of [
  ["source", ["**/*"]],
  [
    `build (${buildDir}/client)`,
    ["--secretlintignore", buildIgnore, `${path.relative(process.cwd(), clientDir)}/**/*`],
  ],
]) {
  const run = secretlint(args);
  const output = `${run.stdout}${run.stderr}`.replace(/^npm warn.*\n/gm, "").trim();
  if (run.status === 0) console.log(`secrets: ${label}: no findings.`);
  else {
    failed = true;
    console.log(`secrets: ${label}: FINDINGS (exit ${run.status})\n${output}`);
  }
}
rmSync(tmp, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
