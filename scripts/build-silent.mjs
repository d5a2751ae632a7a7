#!/usr/bin/env node
// `npm run build` as `npm test` runs it: the same build, failing when it warns (Astro's [WARN], Vite's
// "(!)"), because the build must print no warning and one scrolls past unseen in a long test run.
import { spawn } from "node:child_process";

const WARNING = /\[WARN\]|^\(!\)|\bwarning:/i;
const npm = process.env.npm_execpath;
const [command, args] = npm ? [process.execPath, [npm, "run", "build"]] : ["npm", ["run", "build"]];
const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
const warnings = [];
for (const stream of [child.stdout, child.stderr])
  stream.on("data", (chunk) => {
    process.stdout.write(chunk);
    for (const line of String(chunk).split("\n")) if (WARNING.test(line.trim())) warnings.push(line);
  });
child.on("close", (code) => {
  if (code === 0 && warnings.length > 0)
    console.error(`\nThe build warned (it must print none):\n${warnings.join("\n")}`);
  process.exit(code || (warnings.length > 0 ? 1 : 0));
});
