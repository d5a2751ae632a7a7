#!/usr/bin/env node
// `npm run measure:scale`: how the build grows with the content. Builds a scratch copy as it is and with N more
// entries of a collection, prints time, peak memory and files written; --runs N alternates them for medians.
//   npm run measure:scale -- --articles 1000 [--runs 3] [--keep]; npm run measure:scale -- --collection research --count 300
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

/** A copy of the checkout's files as git sees them (tracked and untracked, not ignored), node_modules linked. */
function scratchCopy() {
  const dir = mkdtempSync(path.join(tmpdir(), "halcyrion-scale-"));
  const files = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    encoding: "utf8",
  })
    .stdout.split("\0")
    .filter(Boolean);
  // Not a tracked file deleted in the work tree.
  for (const file of files) if (existsSync(file)) cpSync(file, path.join(dir, file));
  symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"));
  return dir;
}

/** `count` copies of a collection's first entry under content/<collection>, each its own page. */
export function addEntries(content, collection, count) {
  const folder = path.join(content, collection);
  const first = readdirSync(folder)
    .filter((name) => name.endsWith(".md"))
    .sort()[0];
  const source = readFileSync(path.join(folder, first), "utf8");
  for (let index = 1; index <= count; index += 1) {
    const day = new Date(Date.UTC(2020, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
    const text = source
      // Published even if the first entry is a draft; its own title and description, as every page must have.
      .replace(/^draft: .*\n/m, "")
      .replace(/^title: .*$/m, `title: "Scale test entry ${index}"`)
      .replace(/^(description|summary): .*$/m, `$1: "What scale test entry ${index} is about."`)
      .replace(/^date: .*$/m, `date: ${day}`);
    writeFileSync(path.join(folder, `scale-${String(index).padStart(4, "0")}.md`), text);
  }
}

const filesUnder = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

function build(dir, label) {
  // A cold build, as CI's: no share image drawn by an earlier run.
  rmSync(path.join(dir, "node_modules", ".cache", "og-entries"), { recursive: true, force: true });
  const started = Date.now();
  // GNU time's %M is the peak resident memory of the largest process in the tree, in kB.
  const result = spawnSync("/usr/bin/time", ["-f", "%M", "npm", "run", "build", "--silent"], {
    cwd: dir,
    encoding: "utf8",
    maxBuffer: 512 * 1024 * 1024,
    env: { ...process.env, CI: "true" },
  });
  const seconds = (Date.now() - started) / 1000;
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`${label}: the build failed`);
  }
  const peakKb = Number(result.stderr.trim().split("\n").at(-1));
  const site = filesUnder(path.join(dir, "build/client"));
  const bytes = site.reduce((sum, file) => sum + readFileSync(file).length, 0);
  const perEntry = site
    .filter((file) => file.includes("scale-0001"))
    .map((file) => path.relative(path.join(dir, "build/client"), file));
  return {
    label,
    seconds,
    peakMb: Math.round(peakKb / 1024),
    files: site.length,
    mb: Math.round(bytes / 1e6),
    perEntry,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (import.meta.main) {
  const { values: options } = parseArgs({
    options: {
      articles: { type: "string", default: "1000" },
      count: { type: "string" },
      collection: { type: "string", default: "articles" },
      keep: { type: "boolean", default: false },
      runs: { type: "string", default: "1" },
    },
  });
  const extra = Number(options.count ?? options.articles);
  const dirs = [scratchCopy(), scratchCopy()];
  try {
    addEntries(path.join(dirs[1], "content"), options.collection, extra);
    const runs = Array.from({ length: Number(options.runs) }, () => [
      build(dirs[0], "as it is"),
      build(dirs[1], `+${extra} ${options.collection}`),
    ]);
    const [base, grown] = [0, 1].map((at) => ({
      ...runs[0][at],
      seconds: median(runs.map((run) => run[at].seconds)),
      peakMb: Math.max(...runs.map((run) => run[at].peakMb)),
    }));
    for (const row of [base, grown])
      console.log(
        `${row.label.padEnd(16)} ${row.seconds.toFixed(1).padStart(7)} s  ${String(row.peakMb).padStart(6)} MB peak  ${String(row.files).padStart(6)} files  ${String(row.mb).padStart(5)} MB`,
      );
    if (runs.length > 1)
      console.log(
        `runs: ${runs.map(([b, g]) => `${b.seconds.toFixed(1)}/${g.seconds.toFixed(1)} s`).join(", ")} (medians above)`,
      );
    console.log(
      `time ratio ${(grown.seconds / base.seconds).toFixed(2)}x; files per added entry ${((grown.files - base.files) / extra).toFixed(2)}`,
    );
    console.log(`one added entry's files: ${grown.perEntry.join(", ")}`);
  } finally {
    if (options.keep) console.log(`scratch copies: ${dirs.join(" ")}`);
    else for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}
