#!/usr/bin/env node
// `npm run content`: build the content collections, the font cut to their characters and the icons' drawings, once
// (the build, the dev server, the type check and the tests run it first), printing every
// problem with its file and field.
import { writeFontSubset } from "../font-subset.mjs";
import { writeIconDrawings } from "../icon-drawings.ts";
import { createContentBuild } from "./build.mjs";

try {
  await (await createContentBuild()).build();
  // The text face cut to the characters content and app write (scripts/font-subset.mjs).
  await writeFontSubset();
  // The icons' drawings, which pages write into their HTML (scripts/icon-drawings.ts).
  await writeIconDrawings();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
