#!/usr/bin/env node
/**
 * Runs after `npm install`. React Router 7.18.4 (pinned: 8.x needs Node 22) starts its internal
 * Vite servers with `envFile: false`, which Vite 8 deprecated: every build, type check and dev
 * start printed "The `envFile` option is deprecated, please use `envDir: false` instead." three
 * times. A warning everyone learns to ignore hides the next one, so this rewrites the option to
 * the one Vite names (same meaning: load no .env file). Idempotent; it fails loudly if the pinned
 * package changes shape, and scripts/patch-react-router.test.ts pins the result.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const dist = path.join(path.dirname(require.resolve("@react-router/dev/package.json")), "dist");
// The CLI (build, typegen) and the Vite plugin (dev server, child compiler) each start one.
for (const file of [path.join(dist, "cli", "index.js"), path.join(dist, "vite.js")]) {
  const source = readFileSync(file, "utf8");
  if (!source.includes("envFile: false") && !source.includes("envDir: false")) {
    console.error(`patch-react-router: ${file} no longer sets envFile or envDir; review scripts/patch-react-router.mjs`);
    process.exit(1);
  }
  const patched = source.replaceAll("envFile: false", "envDir: false");
  if (patched !== source) writeFileSync(file, patched);
}
