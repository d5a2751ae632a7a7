/**
 * The content build run on another content folder (a scratch copy a test has edited), into its
 * own output folder, as `npm run content` runs it: the build reads CONTENT_DIR, put back after.
 */
import { createContentBuild } from "../scripts/content/build.mjs";

export async function buildContentFrom(contentDir: string, outputDir: string): Promise<void> {
  const previous = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = contentDir;
  try {
    await (await createContentBuild({ outputDir })).build();
  } finally {
    if (previous === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = previous;
  }
}
