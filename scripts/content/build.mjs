// Runs the content build (content-collections.ts) and turns every problem into one line that
// names the file, the field and what was expected:
//   content/jobs/cloud-security-architect.md: location: Required
//   content/jobs/x.md: line 7: the field "title" is written twice in the same group: keep one
// content-collections itself only logs a bad file and leaves it out; here any problem fails.
// Plain JavaScript so that `npm run content` can run it before anything else is compiled.
import { EventEmitter } from "node:events";
import { readdirSync, statSync } from "node:fs";
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
 * The builder's events, listened to from the start: content-collections reads and parses every
 * file while the builder is created (before `builder.on` could be called), so a syntax error
 * reported then would be lost, and the file silently left out. Same contract as its own emitter:
 * every event with an `error` is also sent as "_error".
 */
function createEmitter() {
  const emitter = new EventEmitter();
  return {
    /** @param {string} key @param {(event: any) => void} listener */
    on: (key, listener) => void emitter.on(key, listener),
    /** @param {string} key @param {any} event */
    emit(key, event) {
      emitter.emit(key, event);
      if (event && typeof event === "object" && "error" in event) emitter.emit("_error", { ...event, _event: key });
      emitter.emit("_all", { ...event, _event: key });
    },
  };
}

/** "content/jobs/x.md" for any spelling of a file's path (the watcher gives absolute ones). */
const fileKey = (file) => path.relative(process.cwd(), path.resolve(file)).split(path.sep).join("/");

/**
 * Empty files under the content folder: content-collections reads "" as no file and leaves it out
 * without a word (an emptied page would vanish, or the build fail on an unrelated missing page).
 * @param {string} dir
 */
function emptyFiles(dir) {
  /** @type {import("node:fs").Dirent[]} */
  let entries;
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => statSync(file).size === 0)
    .map((file) => `${file.split(path.sep).join("/")}: the file is empty: fill it in (copy another file of its folder to start) or delete it`)
    .sort();
}

/**
 * @param {{ outputDir?: string }} [options]
 * @returns {Promise<{ build(): Promise<void>, watch(report: (error: ContentError | undefined) => void): Promise<{ unsubscribe(): Promise<void> }> }>}
 */
export async function createContentBuild(options = {}) {
  /** @type {string[]} */
  let problems = [];
  /** Files that could not be read, by file: kept across rebuilds until the file reads again. @type {Map<string, string>} */
  const unreadable = new Map();
  const contentDir = process.env.CONTENT_DIR ?? "content";
  // A transform's own error starts with its file (content/jobs/x.md, content/media/x.html).
  const startsWithFile = (line) => /^\S+\.(md|ya?ml): /.test(line) || line.startsWith(`${contentDir}/`);
  const emitter = createEmitter();
  // A file that is not there is no unreadable file: an optional one (redirects.yaml) may be
  // absent, and a required one missing is reported by its collection.
  const unread = (event) => {
    if (event.error?.code === "ENOENT" || /\bENOENT\b/.test(String(event.error?.message))) return;
    unreadable.set(fileKey(event.filePath), `${event.filePath}: ${linesOf(event.error.message).join(" ")}`);
  };
  emitter.on("collector:parse-error", unread);
  emitter.on("collector:read-error", unread);
  emitter.on("_error", (event) => {
    if (event._event === "collector:parse-error" || event._event === "collector:read-error") return;
    for (const line of linesOf(event.error.message)) problems.push(startsWithFile(line) ? line : `${fileOf(event)}: ${line}`);
  });
  emitter.on("builder:start", () => {
    problems = [];
  });
  // A changed file that reads again is rebuilt, and said so. (One deleted while unreadable stays
  // listed until `npm run dev` restarts: content-collections sends no event for it.)
  emitter.on("watcher:file-changed", (event) => unreadable.delete(fileKey(event.filePath)));
  // A build into its own folder (a test's scratch copy) compiles the configuration to its own
  // file too, so parallel builds never read each other's half-written module.
  const configName = options.outputDir ? `config-${path.basename(options.outputDir)}.mjs` : "content-collection-config.mjs";
  const builder = await createBuilder(CONFIG_PATH, { configName, outputDir: options.outputDir }, emitter);
  const result = () => {
    const all = [...emptyFiles(contentDir), ...unreadable.values(), ...problems];
    return all.length ? new ContentError([...new Set(all)]) : undefined;
  };
  return {
    async build() {
      await builder.build();
      const error = result();
      if (error) throw error;
    },
    async watch(report) {
      builder.on("builder:end", () => report(result()));
      // A file that no longer parses is not rebuilt (content-collections keeps its last good
      // version): say so at once.
      builder.on("collector:parse-error", () => report(result()));
      return builder.watch();
    },
  };
}
