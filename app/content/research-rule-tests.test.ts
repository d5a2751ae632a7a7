/**
 * Every detection rule the research team publishes, run on the examples beside it (rules/<name>.tests.yaml):
 * a YARA rule by Debian's `yara` on the bytes written out there, a Sigma rule by our matcher
 * (test/standards/sigma-match.ts) on the log events. Whatever rules and cases the content holds: a case
 * that goes the wrong way names the file, the case and what was expected.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { sigmaMatches } from "../../test/standards/sigma-match";
import { yaraMatches } from "../../test/standards/yara";
import {
  type SigmaTests,
  type YaraTests,
  caseBytes,
  ruleTestsFile,
  sigmaTestsSchema,
  yaraRuleNames,
  yaraTestsSchema,
} from "./research-rules";

const folder = "content/research/rules";
const files = existsSync(folder) ? readdirSync(folder) : [];
const rules = files.filter((name) => /\.(yml|yar)$/.test(name));
const scratch = mkdtempSync(path.join(tmpdir(), "rule-tests-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** What went the wrong way, one line a case: empty when the rule does what its tests say. */
function yaraFailures(rule: string, tests: YaraTests): string[] {
  const names = yaraRuleNames(readFileSync(path.join(folder, rule), "utf8"));
  return (["match", "nomatch"] as const).flatMap((list) =>
    tests[list].flatMap((entry, index) => {
      const sample = path.join(scratch, `${rule}.${list}.${index}`);
      writeFileSync(sample, caseBytes(entry.bytes));
      const matched = yaraMatches(path.join(folder, rule), sample);
      const wanted = entry.rule ?? (list === "match" ? names[0] : undefined);
      const ok =
        list === "match"
          ? matched.includes(wanted ?? "")
          : wanted
            ? !matched.includes(wanted)
            : matched.length === 0;
      return ok
        ? []
        : [
            `${list}.${index} "${entry.name}": ${wanted ?? "no rule"} should ${list === "match" ? "" : "not "}match; YARA matched ${matched.join(", ") || "nothing"}`,
          ];
    }),
  );
}

function sigmaFailures(rule: string, tests: SigmaTests): string[] {
  const text = readFileSync(path.join(folder, rule), "utf8");
  return (["match", "nomatch"] as const).flatMap((list) =>
    tests[list].flatMap((entry, index) =>
      sigmaMatches(text, entry.event) === (list === "match")
        ? []
        : [`${list}.${index} "${entry.name}": should ${list === "match" ? "" : "not "}match`],
    ),
  );
}

describe("each published detection rule, on its tests", () => {
  it("every YARA rule has tests, and every tests file has its rule", () => {
    expect(
      rules.filter((rule) => rule.endsWith(".yar") && !files.includes(ruleTestsFile(rule))),
    ).toEqual([]);
    expect(
      files
        .filter((name) => name.endsWith(".tests.yaml"))
        .filter((name) => !rules.some((rule) => ruleTestsFile(rule) === name)),
    ).toEqual([]);
  });

  it.each(rules.filter((rule) => files.includes(ruleTestsFile(rule))))(
    "%s matches what its tests say it must, and nothing they say it must not",
    (rule) => {
      const data: unknown = parse(readFileSync(path.join(folder, ruleTestsFile(rule)), "utf8"));
      const failures = rule.endsWith(".yar")
        ? yaraFailures(rule, yaraTestsSchema.parse(data))
        : sigmaFailures(rule, sigmaTestsSchema.parse(data));
      expect(failures, `${folder}/${ruleTestsFile(rule)}`).toEqual([]);
    },
  );
});
