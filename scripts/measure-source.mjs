#!/usr/bin/env node
// `npm run measure:source`: lines of non-test source (app/, scripts/, admin/, deploy/ and the
// root's TypeScript), and the share of lines and of characters that are comments.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

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
  return { lines: lines.length, comments, ...characters(file) };
}

/** Characters, and characters inside comments, as TypeScript's scanner reads them (an .astro file's script part). */
function characters(file) {
  const text = readFileSync(file, "utf8");
  const code = file.endsWith(".astro") ? (/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? "") : text;
  const jsx = /\.[jt]sx$/.test(file) ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard;
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, jsx, code);
  let commentChars = 0;
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan())
    if (
      kind === ts.SyntaxKind.SingleLineCommentTrivia ||
      kind === ts.SyntaxKind.MultiLineCommentTrivia
    )
      commentChars += scanner.getTokenText().length;
  return { chars: text.length, commentChars };
}

const groups = {
  app: files("app"),
  scripts: files("scripts"),
  admin: files("admin"),
  deploy: files("deploy"),
  root: files(".", false),
};
const zero = { lines: 0, comments: 0, chars: 0, commentChars: 0 };
const add = (a, b) => Object.fromEntries(Object.keys(zero).map((key) => [key, a[key] + b[key]]));
const share = (part, whole) => `${((100 * part) / Math.max(1, whole)).toFixed(1).padStart(5)}%`;
let total = zero;
for (const [name, list] of Object.entries(groups)) {
  const sum = list.map(count).reduce(add, zero);
  total = add(total, sum);
  console.log(
    `${name.padEnd(8)} ${String(list.length).padStart(4)} files ${String(sum.lines).padStart(7)} lines  ${share(sum.comments, sum.lines)} comment lines  ${share(sum.commentChars, sum.chars)} comment characters`,
  );
}
console.log(
  `${"total".padEnd(8)} ${" ".repeat(10)} ${String(total.lines).padStart(7)} lines  ${share(total.comments, total.lines)} comment lines  ${share(total.commentChars, total.chars)} comment characters (non-blank, non-test)`,
);
