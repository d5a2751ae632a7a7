// Reads what the pull-request check's steps printed: the content problems and warnings of
// `npm run content:check` (scripts/content/check.mjs prints one line per problem, "file: field:
// message") and the failing tests in Vitest's and Playwright's JSON reports. Pure functions.

// Terminal colours, which some tools print even into a log file.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/** @param {string} text */
export const stripAnsi = (text) => text.replace(ANSI, "");
/** "  content/jobs/x.md: location: Required", as scripts/content/check.mjs prints a problem. */
const PROBLEM = /^\s*([\w./-]+\/[\w.-]+\.(?:md|ya?ml|json)): (.+)$/;
const WARNING = /^warning: ([\w./-]+\.(?:md|ya?ml|json)): (.+)$/;
/** What a reviewer must not miss although nothing fails (where the forms send: forms-change.ts). */
const ATTENTION = /^attention: ([\w./-]+\.(?:md|ya?ml|json)): (.+)$/;
const FIELD = /^([A-Za-z_$][\w$-]*(?:\.[\w$-]+)*): (.+)$/;

/**
 * @typedef {{ file: string, field: string, message: string }} Problem
 * @typedef {{ file: string, title: string }} FailedTest
 */

/**
 * The problems, warnings and points for the reviewer in `npm run content:check`'s output.
 * @param {string} log
 * @returns {{ problems: Problem[], warnings: { file: string, message: string }[], attention: Problem[] }}
 */
export function parseContentLog(log) {
  /** @type {Problem[]} */
  const problems = [];
  const warnings = [];
  const attention = [];
  for (const line of log.replace(ANSI, "").split(/\r?\n/)) {
    const notice = ATTENTION.exec(line);
    if (notice) {
      const field = FIELD.exec(notice[2] ?? "");
      attention.push({ file: notice[1] ?? "", field: field?.[1] ?? "", message: field?.[2] ?? notice[2] ?? "" });
      continue;
    }
    const warning = WARNING.exec(line);
    if (warning) {
      warnings.push({ file: warning[1] ?? "", message: warning[2] ?? "" });
      continue;
    }
    const problem = PROBLEM.exec(line);
    if (!problem) continue;
    const [, file = "", rest = ""] = problem;
    const field = FIELD.exec(rest);
    problems.push({ file, field: field?.[1] ?? "", message: field?.[2] ?? rest });
  }
  return { problems, warnings, attention };
}

/**
 * @param {string} file an absolute path from a report
 * @param {string} root the repository's folder
 */
function repoPath(file, root) {
  const prefix = root.endsWith("/") ? root : `${root}/`;
  return file.startsWith(prefix) ? file.slice(prefix.length) : file;
}

/**
 * Failing tests in Vitest's JSON report (`--reporter=json`).
 * @param {{ testResults?: { name: string, status?: string, assertionResults?: { status: string, title: string, ancestorTitles?: string[] }[] }[] }} report
 * @param {string} root
 * @returns {FailedTest[]}
 */
export function failedUnitTests(report, root) {
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

/**
 * @typedef {{ title: string, file?: string, specs?: { title: string, ok: boolean, file: string }[], suites?: Suite[] }} Suite
 */

/**
 * Failing tests in Playwright's JSON report (a test that passed on its retry is not one).
 * @param {{ config?: { rootDir?: string }, suites?: Suite[], errors?: { message?: string }[] }} report
 * @param {string} root
 * @returns {FailedTest[]}
 */
export function failedBrowserTests(report, root) {
  // Spec files are named relative to the test folder (e2e/).
  const testDir = report.config?.rootDir ? repoPath(report.config.rootDir, root) : "";
  const inRepo = (/** @type {string} */ file) => (testDir ? `${testDir}/${file}` : file);
  /** @type {FailedTest[]} */
  const failed = [];
  /** @param {Suite} suite @param {string[]} titles */
  const walk = (suite, titles) => {
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
      title: `(the tests could not run: ${(error.message ?? "").replace(ANSI, "").split("\n")[0]})`,
    });
  }
  return failed;
}
