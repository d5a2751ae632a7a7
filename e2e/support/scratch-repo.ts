/** A scratch copy of this checkout for the CMS tests: decap-server edits its content/, and its builds write their own
 * .astro/ and .generated/, which a CONTENT_DIR build of the checkout would overwrite under other specs. It is its own git
 * repository because Tailwind's scan honours the checkout's .gitignore (".tmp"); node_modules resolve one level up. */
import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

/** Copies the checkout's files (tracked and new, as git lists them) to `root`, as a git repository. */
export function copyCheckout(root: string): void {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const files = execFileSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    { encoding: "utf8" },
  )
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    if (existsSync(file)) cpSync(file, path.join(root, file));
  }
  execFileSync("git", ["init", "-q"], { cwd: root });
}

function run(root: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const { CONTENT_DIR: _content, BUILD_DIR: _build, ...env } = process.env;
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...env, BUILD_DIR: "build" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let errors = "";
    child.stderr.on("data", (chunk) => (errors += String(chunk)));
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(" ")} failed in ${root}:\n${errors}`)),
    );
  });
}

/** Builds the site from the copy's content into <root>/build as `npm run build` does, without the CMS bundle
 * (no test here looks at /admin/ in the rebuilt site). Returns the build folder. */
export async function buildCopy(root: string): Promise<string> {
  const astro = path.join(path.dirname(require.resolve("astro/package.json")), "bin/astro.mjs");
  await run(root, [astro, "build"]);
  return path.join(root, "build");
}
