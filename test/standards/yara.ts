import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Debian's `yara` package ships the compiler beside the scanner; .ci/run installs it. */
const YARAC = process.env.YARAC ?? "yarac";
const YARA = process.env.YARA ?? "yara";

/** Compiles a YARA rule file with YARA's own compiler and returns what it reports, empty when it
 * compiles. Warnings count (`--fail-on-warnings`): a published rule should not slow a scanner down. */
export function compileYara(file: string): string[] {
  const out = mkdtempSync(path.join(tmpdir(), "yarac-"));
  try {
    const run = spawnSync(YARAC, ["--fail-on-warnings", file, path.join(out, "rules.bin")], {
      encoding: "utf8",
    });
    if (run.error)
      return [`${file}: cannot run ${YARAC} (${run.error.message}); install Debian's yara package`];
    const lines = `${run.stderr}\n${run.stdout}`
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "");
    if (run.status === 0) return [];
    return lines.length > 0
      ? lines
      : [`${file}: ${YARAC} exited with status ${String(run.status)}`];
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** The names of the rules in a rule file that match a file, as YARA's scanner reports them ("Name path" a line). */
export function yaraMatches(ruleFile: string, target: string): string[] {
  const run = spawnSync(YARA, ["--no-warnings", ruleFile, target], { encoding: "utf8" });
  if (run.error)
    throw new Error(`cannot run ${YARA} (${run.error.message}); install Debian's yara package`);
  if (run.status !== 0) throw new Error(`${YARA} ${ruleFile}: ${run.stderr.trim()}`);
  return run.stdout
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => line.split(" ")[0] ?? "");
}
