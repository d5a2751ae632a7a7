/**
 * A scratch copy of this checkout for the CMS tests: decap-server edits its content/ (never the
 * checkout's own files), and the site is rebuilt from it into its own build/ folder.
 *
 * Why a whole copy rather than CONTENT_DIR: a build writes the content layer's store (.astro/),
 * the font subset and the icons (.generated/) into the checkout, which other specs' builds use. A
 * build of the checkout with CONTENT_DIR would overwrite them mid-run. A copy has its own; node_modules are found one level up (the copy lives under the checkout's .tmp/).
 * It is its own git repository so that Tailwind's source scan, which honours the checkout's
 * .gitignore (".tmp"), still reads the copy's app/ (else the rebuilt pages would lose their CSS).
 */
import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

/** Copies the checkout's files (tracked and new, as git lists them) to `root`, as a git repository. */
export function copyCheckout(root: string): void {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" }).split("\0").filter(Boolean);
  for (const file of files) {
    if (existsSync(file)) cpSync(file, path.join(root, file));
  }
  execFileSync("git", ["init", "-q"], { cwd: root });
}

function run(root: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const { CONTENT_DIR: _content, BUILD_DIR: _build, ...env } = process.env;
    const child = spawn(process.execPath, args, { cwd: root, env: { ...env, BUILD_DIR: "build" }, stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk) => (errors += String(chunk)));
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(" ")} failed in ${root}:\n${errors}`))));
  });
}

/**
 * Builds the site from the copy's content into <root>/build, as `npm run build` does but without
 * the CMS's own bundle (no test here looks at /admin/ in the rebuilt site). Returns the build folder.
 */
export async function buildCopy(root: string): Promise<string> {
  const astro = path.join(path.dirname(require.resolve("astro/package.json")), "bin/astro.mjs");
  await run(root, [astro, "build"]);
  return path.join(root, "build");
}
