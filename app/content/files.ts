// Reading one content file: its text within the size limit, its fields checked against a schema, every
// problem naming the file. The readers of whole folders (app/content-layer/) build on these.
import { readFileSync, readdirSync, statSync } from "node:fs";
import type { z } from "zod";
import { parseYamlFile } from "./syntax";

/** Every problem of a build, each "file: field: what was expected", thrown together. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Content has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${problems.map((p) => `  ${p}`).join("\n")}`,
    );
    this.name = "ContentError";
  }
}

/** The largest content file read: ten times today's largest; a longer text belongs in several entries. */
const FILE_MAX = 1024 * 1024;

/** A file's text; an empty file is a problem, not "no fields"; nor is a huge one read. */
export function readText(file: string): string {
  const { size } = statSync(file);
  if (size > FILE_MAX)
    throw new Error(
      `${file}: ${(size / 1024 / 1024).toFixed(1)} MB: a content file has at most 1 MB; split it into several entries`,
    );
  const text = readFileSync(file, "utf8");
  if (!text.trim())
    throw new Error(
      `${file}: the file is empty: fill it in (copy another file of its folder to start) or delete it`,
    );
  return text;
}

/** A file's fields validated against `schema`; throws a ContentError whose every problem names the file. */
export function readFields<S extends z.ZodType>(
  file: string,
  schema: S,
  parse: (text: string) => unknown = parseYamlFile,
  text = readText(file),
): z.output<S> {
  let data: unknown;
  try {
    data = parse(text);
  } catch (error) {
    throw new ContentError([prefixed(file, error)]);
  }
  const result = schema.safeParse(data);
  // "content/jobs/x.md: location: Required" for each of zod's issues.
  if (!result.success)
    throw new ContentError(
      result.error.issues.map(
        (issue) =>
          `${file}: ${issue.path.length ? `${issue.path.join(".")}: ` : ""}${issue.message}`,
      ),
    );
  return result.data;
}

/** An error's message starting with its file (a syntax error reads "line 7: ..."). */
export function prefixed(file: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.startsWith(`${file}:`) || message.startsWith(file.split("/")[0] + "/")
    ? message
    : `${file}: ${message}`;
}

/** The files under `folder`, nested ones too, by their path inside it ("blog/x.svg"); none when it is missing. */
export function filesIn(folder: string): string[] {
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) =>
        [...entry.parentPath.slice(folder.length).split(/[\\/]/).filter(Boolean), entry.name].join(
          "/",
        ),
      );
  } catch {
    return [];
  }
}
