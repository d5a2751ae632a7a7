#!/usr/bin/env node
// Runs npm scripts at once and fails if any fails: `node scripts/parallel.mjs lint typecheck`. For
// checks that neither read what another writes nor need both cores; output is printed whole per script.
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
        // Through the npm that runs us, with the same Node; else the npm on PATH.
        const [command, args] = npm
          ? [process.execPath, [npm, "run", script]]
          : ["npm", ["run", script]];
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
