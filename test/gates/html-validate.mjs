#!/usr/bin/env node
// Valid HTML gate: the W3C Nu checker over every prerendered page, zero errors; needs Java. Its "CSS:"
// messages are counted apart: vnu's CSS checker predates what Tailwind writes (`@property`, `margin-trim`).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { clientDir, sitePages } from "./build-files.mjs";

const vnu = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
if (!existsSync(path.join(clientDir, "index.html"))) {
  console.error(`html-validate: no build in ${clientDir}; run "npm run build" first.`);
  process.exit(1);
}
const pages = sitePages();
const run = spawnSync(
  "java",
  ["-jar", vnu, "--errors-only", "--format", "json", ...pages.map((p) => path.join(clientDir, p))],
  {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  },
);
if (run.error) {
  console.error(
    `html-validate: could not run Java (${run.error.message}). Install a JRE (apt-get install default-jre-headless).`,
  );
  process.exit(1);
}
let report;
try {
  report = JSON.parse(run.stderr || run.stdout);
} catch {
  console.error(`html-validate: unreadable output from vnu:\n${run.stderr}\n${run.stdout}`);
  process.exit(1);
}
const isCss = (m) => m.message.startsWith("CSS: ");
const errors = report.messages.filter(
  (m) => (m.type === "error" || m.subType === "fatal") && !isCss(m),
);
const cssMessages = report.messages.filter(isCss).length;
for (const message of errors) {
  const file = path.relative(clientDir, new URL(message.url).pathname);
  console.log(
    `${file}:${message.lastLine ?? "?"}:${message.firstColumn ?? "?"}  ${message.message}`,
  );
  if (message.extract) console.log(`    ${message.extract.replace(/\s+/g, " ").slice(0, 160)}`);
}
const byMessage = new Map();
for (const message of errors)
  byMessage.set(message.message, (byMessage.get(message.message) ?? 0) + 1);
if (errors.length > 0) {
  console.log("\nBy message:");
  for (const [text, count] of [...byMessage].sort((a, b) => b[1] - a[1]))
    console.log(`  ${count}× ${text}`);
}
console.log(
  `\nhtml-validate: ${pages.length} pages checked with vnu ${report.version ?? ""}, ${errors.length} errors` +
    ` (${cssMessages} messages of vnu's CSS checker on the pages' stylesheets not counted).`,
);
process.exit(errors.length > 0 ? 1 : 0);
