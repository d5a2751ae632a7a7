// Reads what the pull-request check's steps printed: the content problems and warnings of
// `npm run content:check` (scripts/content/check.ts prints one line per problem, "file: field:
// message") and the failing tests in Vitest's and Playwright's JSON reports. Pure functions. Terminal
// colours, which some tools print even into a log file, are dropped (stripVTControlCharacters).
import { stripVTControlCharacters } from "node:util";

/** "  content/jobs/x.md: location: Required", as scripts/content/check.ts prints a problem. */
const PROBLEM = /^\s*([\w./-]+\/[\w.-]+\.(?:md|ya?ml|json)): (.+)$/;
const WARNING = /^warning: ([\w./-]+\.(?:md|ya?ml|json)): (.+)$/;
/** What a reviewer must not miss although nothing fails (where the forms send: forms-change.ts). */
const ATTENTION = /^attention: ([\w./-]+\.(?:md|ya?ml|json)): (.+)$/;
const FIELD = /^([A-Za-z_$][\w$-]*(?:\.[\w$-]+)*): (.+)$/;

export type Problem = { file: string; field: string; message: string };
export type FailedTest = { file: string; title: string };

/** The problems, warnings and points for the reviewer in `npm run content:check`'s output. */
export function parseContentLog(log: string) {
  const problems: Problem[] = [];
  const warnings: { file: string; message: string }[] = [];
  const attention: Problem[] = [];
  const withField = ([, file = "", rest = ""]: RegExpExecArray): Problem => {
    const field = FIELD.exec(rest);
    return { file, field: field?.[1] ?? "", message: field?.[2] ?? rest };
  };
  for (const line of stripVTControlCharacters(log).split(/\r?\n/)) {
    const notice = ATTENTION.exec(line);
    const warning = WARNING.exec(line);
    const problem = PROBLEM.exec(line);
    if (notice) attention.push(withField(notice));
    else if (warning) warnings.push({ file: warning[1] ?? "", message: warning[2] ?? "" });
    else if (problem) problems.push(withField(problem));
  }
  return { problems, warnings, attention };
}

/** An absolute path from a report, relative to the repository's folder `root`. */
function repoPath(file: string, root: string) {
  const prefix = root.endsWith("/") ? root : `${root}/`;
  return file.startsWith(prefix) ? file.slice(prefix.length) : file;
}

/** Failing tests in Vitest's JSON report (`--reporter=json`). */
export function failedUnitTests(
  report: {
    testResults?: {
      name: string;
      status?: string;
      assertionResults?: { status: string; title: string; ancestorTitles?: string[] }[];
    }[];
  },
  root: string,
): FailedTest[] {
  return (report.testResults ?? []).flatMap((file) => {
    const name = repoPath(file.name, root);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    if (failed.length === 0 && file.status === "failed")
      return [{ file: name, title: "(the file could not run)" }];
    return failed.map((test) => ({
      file: name,
      title: [...(test.ancestorTitles ?? []), test.title].join(" › "),
    }));
  });
}

type Suite = {
  title: string;
  file?: string;
  specs?: { title: string; ok: boolean; file: string }[];
  suites?: Suite[];
};

/** Failing tests in Playwright's JSON report (a test that passed on its retry is not one). */
export function failedBrowserTests(
  report: { config?: { rootDir?: string }; suites?: Suite[]; errors?: { message?: string }[] },
  root: string,
): FailedTest[] {
  // Spec files are named relative to the test folder (e2e/).
  const testDir = report.config?.rootDir ? repoPath(report.config.rootDir, root) : "";
  const inRepo = (file: string) => (testDir ? `${testDir}/${file}` : file);
  const failed: FailedTest[] = [];
  const walk = (suite: Suite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      if (!spec.ok)
        failed.push({ file: inRepo(spec.file), title: [...titles, spec.title].join(" › ") });
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) {
    failed.push({
      file: testDir || "e2e",
      title: `(the tests could not run: ${stripVTControlCharacters(error.message ?? "").split("\n")[0]})`,
    });
  }
  return failed;
}
