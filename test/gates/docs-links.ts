/**
 * Every relative link in README.md, docs/ and the folders' READMEs, and every `docs/<file>.md#anchor`
 * in code or content, leads to a file and heading that exist. Links only, never facts (issue #34). */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const SKIP_DIRS = new Set([
  "node_modules",
  ".git",
  ".tmp",
  ".astro",
  ".generated",
  ".content-collections",
  "test-results",
  "playwright-report",
]);
const CODE_FILE = /\.(?:ts|tsx|mjs|js|astro|css|ya?ml|md)$|^run$/;

function walk(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory())
      return SKIP_DIRS.has(entry.name) || /^build/.test(entry.name) ? [] : walk(root, rel);
    return [rel];
  });
}

const withoutFences = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, "");
/** Markdown without its code: fenced blocks and inline code spans hold examples, not links. */
const withoutCode = (markdown: string) => withoutFences(markdown).replace(/`[^`\n]*`/g, "");

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  // Fenced blocks only: a heading's inline code stays in its anchor on GitHub, minus the backticks.
  for (const [, heading = ""] of withoutFences(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const text = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1");
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

function check(root: string, from: string, target: string, relativeTo: string): string | undefined {
  const [file = "", anchor] = target.split("#");
  const resolved = file ? path.join(relativeTo, decodeURIComponent(file)) : from;
  const full = path.join(root, resolved);
  if (!existsSync(full)) return `${from}: ${target}: no such file`;
  if (anchor === undefined) return undefined;
  if (statSync(full).isDirectory() || !resolved.endsWith(".md"))
    return `${from}: ${target}: an anchor on a file that is not Markdown`;
  if (!headingAnchors(readFileSync(full, "utf8")).has(anchor))
    return `${from}: ${target}: no heading with that anchor`;
  return undefined;
}

/** `file: target: why` each; none is the pass. */
export function brokenDocLinks(root = process.cwd()): string[] {
  const markdown = [
    "README.md",
    ...walk(root, "docs"),
    ...["app", "admin", "deploy", "e2e", "scripts", "test"].flatMap((dir) => walk(root, dir)),
  ].filter((file) =>
    file.startsWith("docs") ? file.endsWith(".md") : path.basename(file) === "README.md",
  );
  const inDocs = markdown.flatMap((file) =>
    [...withoutCode(readFileSync(path.join(root, file), "utf8")).matchAll(/\]\(([^)\s]+)\)/g)]
      .map(([, target = ""]) => target)
      .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith("/"))
      .map((target) => check(root, file, target, path.dirname(file))),
  );
  const code = [".github", ".ci", "app", "admin", "content", "deploy", "e2e", "scripts", "test"]
    .flatMap((dir) => walk(root, dir))
    .concat(readdirSync(root).filter((name) => /\.(?:ts|js)$/.test(name)))
    // This gate's own test writes broken references on purpose.
    .filter((file) => CODE_FILE.test(path.basename(file)) && !file.endsWith("docs-links.test.ts"));
  const inCode = code.flatMap((file) =>
    [
      ...readFileSync(path.join(root, file), "utf8").matchAll(
        /(?<![\w./-])docs\/[\w./-]+\.md(?:#[\w-]+)?/g,
      ),
    ].map(([target]) => check(root, file, target, ".")),
  );
  return [...inDocs, ...inCode].filter((problem): problem is string => problem !== undefined);
}
