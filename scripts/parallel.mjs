#!/usr/bin/env node
// Runs npm scripts at the same time and fails if any fails: `node scripts/parallel.mjs lint typecheck`.
// `npm test` uses it where checks neither write what another reads nor need both cores on their own
// (the type check and lint, each mostly on one core; the gates), to take less of CI's 12 minutes.
// Each script's output is printed whole when it ends, so the log reads as if they ran in turn.
import { spawn } from "node:child_process";

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error("usage: node scripts/parallel.mjs <npm script>...");
  process.exit(2);
}
const npm = process.env.npm_execpath;
const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        // Through the npm that runs us (npm_execpath), with the same Node; else the npm on PATH.
        const [command, args] = npm ? [process.execPath, [npm, "run", script]] : ["npm", ["run", script]];
        const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
        let output = "";
        child.stdout.on("data", (chunk) => (output += chunk));
        child.stderr.on("data", (chunk) => (output += chunk));
        child.on("close", (code) => {
          process.stdout.write(output);
          resolve({ script, code });
        });
      }),
  ),
);
const failed = results.filter(({ code }) => code !== 0).map(({ script }) => script);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(", ")}`);
  process.exit(1);
}
