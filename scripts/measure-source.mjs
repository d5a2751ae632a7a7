#!/usr/bin/env node
// `npm run measure:source`: lines of non-test source (app/, scripts/, admin/, deploy/ and the
// root's TypeScript) and the share that are comments: issue #34's size target.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const SOURCE = /\.(?:ts|tsx|mjs|js|astro)$/;
const TEST = /\.test\.|\.spec\.|\.d\.ts$|(?:^|\/)test-[^/]*$/;

function files(dir, recursive = true) {
  return readdirSync(dir, { recursive, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() && SOURCE.test(entry.name) && !entry.parentPath.includes("node_modules"),
    )
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !TEST.test(file));
}

/** Lines, and lines that are only a comment (// ..., /* ... *\/ blocks and JSDoc, {/* *\/} in JSX). */
function count(file) {
  let comments = 0;
  let inBlock = false;
  const lines = readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "");
  for (const raw of lines) {
    const line = raw.trim();
    if (inBlock) {
      comments += 1;
      if (line.includes("*/")) inBlock = false;
    } else if (line.startsWith("//") || line.startsWith("{/*")) comments += 1;
    else if (line.startsWith("/*")) {
      comments += 1;
      inBlock = !line.includes("*/");
    }
  }
  return { lines: lines.length, comments };
}

const groups = {
  app: files("app"),
  scripts: files("scripts"),
  admin: files("admin"),
  deploy: files("deploy"),
  root: files(".", false),
};
let total = { lines: 0, comments: 0 };
for (const [name, list] of Object.entries(groups)) {
  const sum = list
    .map(count)
    .reduce((a, b) => ({ lines: a.lines + b.lines, comments: a.comments + b.comments }), {
      lines: 0,
      comments: 0,
    });
  total = { lines: total.lines + sum.lines, comments: total.comments + sum.comments };
  console.log(
    `${name.padEnd(8)} ${String(list.length).padStart(4)} files ${String(sum.lines).padStart(7)} lines  ${((100 * sum.comments) / Math.max(1, sum.lines)).toFixed(0).padStart(3)}% comments`,
  );
}
console.log(
  `${"total".padEnd(8)} ${" ".repeat(10)} ${String(total.lines).padStart(7)} lines  ${((100 * total.comments) / total.lines).toFixed(0).padStart(3)}% comments (non-blank, non-test)`,
);
