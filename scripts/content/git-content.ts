/** The content at a git ref for `content:check --base`, read with ls-tree and show, never checked out. */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { type ContentFile, addressFolders, contentDir } from "../../app/content-layer/addresses";

const git = (args: string[], cwd: string) =>
  execFileSync("git", args, {
    cwd,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    stdio: ["ignore", "pipe", "pipe"],
  });

/** Relative to the repository's top, with a trailing / ("content/"). */
const repoPrefix = (dir: string, cwd: string) =>
  git(["rev-parse", "--show-prefix"], path.resolve(cwd, dir)).trim();

export function filesAtRef(ref: string, dir = contentDir(), cwd = process.cwd()): ContentFile[] {
  try {
    git(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], cwd);
  } catch {
    throw new Error(
      `content:check --base ${ref}: git does not know ${ref}. Fetch it first (git fetch origin <branch>; in a workflow, check out with fetch-depth: 0)`,
    );
  }
  const prefix = repoPrefix(dir, cwd);
  const folders = addressFolders().map((folder) => `${prefix}${folder}/`);
  return git(["ls-tree", "-r", "--name-only", ref, "--", ...folders], cwd)
    .split("\n")
    .filter((name) => /\.(md|ya?ml)$/.test(name))
    .map((name) => name.slice(prefix.length))
    .map((name) => ({ path: name, text: () => git(["show", `${ref}:${prefix}${name}`], cwd) }));
}

/** Keys and values as `<dir>/<path>`. */
export function renamedSince(
  ref: string,
  dir = contentDir(),
  cwd = process.cwd(),
): Map<string, string> {
  const prefix = repoPrefix(dir, cwd);
  const renames = new Map<string, string>();
  const listed = git(["diff", "--name-status", "-M", ref, "--", prefix || "."], cwd);
  for (const line of listed.split("\n")) {
    const [status, from, to] = line.split("\t");
    if (status?.startsWith("R") && from && to)
      renames.set(`${dir}/${from.slice(prefix.length)}`, `${dir}/${to.slice(prefix.length)}`);
  }
  return renames;
}

export function fileAtRef(
  ref: string,
  name: string,
  dir = contentDir(),
  cwd = process.cwd(),
): string | undefined {
  try {
    return git(["show", `${ref}:${repoPrefix(dir, cwd)}${name}`], cwd);
  } catch {
    return undefined;
  }
}
