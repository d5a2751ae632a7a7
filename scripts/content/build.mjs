// Runs the content build (content-collections.ts) and turns every problem into one line that
// names the file, the field and what was expected:
//   content/jobs/cloud-security-architect.md: location: Required
// content-collections itself only logs a bad file and leaves it out; here any problem fails.
// Plain JavaScript so that `npm run content` can run it before anything else is compiled.
import path from "node:path";
import { createBuilder } from "@content-collections/core";

export const CONFIG_PATH = path.resolve("content-collections.ts");

export class ContentError extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(`Content has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${problems.map((p) => `  ${p}`).join("\n")}`);
    this.name = "ContentError";
    this.problems = problems;
  }
}

/** "content/jobs/x.md" from an event's collection and file. */
function fileOf(event) {
  const collection = event.collection ?? {};
  const relative = event.file?.path;
  if (collection.filePath) return collection.filePath;
  if (collection.directory && relative) return path.posix.join(collection.directory, relative);
  return relative ?? "content";
}

/**
 * content-collections lists zod issues as "- a,b,0: message" lines; a transform's own error is one
 * line that already starts with its file.
 * @param {string} message
 */
function linesOf(message) {
  return message
    .replace(/^(Error: )+/, "")
    .split("\n")
    .map((line) => line.replace(/^- /, "").trim())
    .filter(Boolean)
    .map((line) => line.replace(/^([\w-]+(?:,[\w-]+)+):/, (fieldPath) => fieldPath.replaceAll(",", ".")));
}

/**
 * @param {{ outputDir?: string }} [options]
 * @returns {Promise<{ build(): Promise<void>, watch(report: (error: ContentError | undefined) => void): Promise<{ unsubscribe(): Promise<void> }> }>}
 */
export async function createContentBuild(options = {}) {
  /** @type {string[]} */
  let problems = [];
  // A build into its own folder (a test's scratch copy) compiles the configuration to its own
  // file too, so parallel builds never read each other's half-written module.
  const configName = options.outputDir ? `config-${path.basename(options.outputDir)}.mjs` : "content-collection-config.mjs";
  const builder = await createBuilder(CONFIG_PATH, { configName, outputDir: options.outputDir });
  builder.on("_error", (event) => {
    for (const line of linesOf(event.error.message)) problems.push(/^\S+\.(md|ya?ml): /.test(line) ? line : `${fileOf(event)}: ${line}`);
  });
  builder.on("builder:start", () => {
    problems = [];
  });
  const result = () => (problems.length ? new ContentError([...new Set(problems)]) : undefined);
  return {
    async build() {
      await builder.build();
      const error = result();
      if (error) throw error;
    },
    async watch(report) {
      builder.on("builder:end", () => report(result()));
      return builder.watch();
    },
  };
}
