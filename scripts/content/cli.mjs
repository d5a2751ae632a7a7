#!/usr/bin/env node
// `npm run content`: build the content collections once (the build, the dev server, the type
// check and the tests run it first), printing every problem with its file and field.
import { createContentBuild } from "./build.mjs";

try {
  await (await createContentBuild()).build();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
