#!/usr/bin/env node
// `npm run content`: build the content collections, and the font cut to their characters, once
// (the build, the dev server, the type check and the tests run it first), printing every
// problem with its file and field.
import { writeFontSubset } from "../font-subset.mjs";
import { createContentBuild } from "./build.mjs";

try {
  await (await createContentBuild()).build();
  // The text face cut to the characters content and app write (scripts/font-subset.mjs).
  await writeFontSubset();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
