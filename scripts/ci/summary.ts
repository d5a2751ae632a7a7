// The pull-request check's summary in words a marketer can act on (file, field as the CMS names it,
// what to do); the same Markdown is the run's summary and the pull request's comment.
import type { FailedTest, Problem } from "./parse.ts";
import { fieldLabel, markdownText as text, plainMessage } from "./words.ts";

/** In the workflow's order (pull-request.yml's step ids). */
export const STAGES = [
  { id: "content", name: "Content" },
  { id: "typecheck", name: "Type check" },
  { id: "lint", name: "Lint" },
  { id: "unit", name: "Unit tests" },
  { id: "build", name: "Build" },
  { id: "built", name: "Built pages (meta tags, policy, structured data)" },
  { id: "e2e", name: "Browser tests" },
  { id: "gates", name: "Quality gates (valid HTML, no secrets, dependencies)" },
];

/** The comment job finds its comment by this line, and posts a first one on "failed" or "attention". */
const MARKER = "<!-- halcyrion-check";

/** A long list is cut here; the log has the rest. */
const MAX_ROWS = 30;

/** `outcomes`: each step's outcome; `tails`: the end of each stage's log. */
type CheckResult = {
  outcomes: Record<string, string | undefined>;
  problems: Problem[];
  warnings: { file: string; message: string }[];
  attention?: Problem[];
  unitFailures: FailedTest[];
  browserFailures: FailedTest[];
  tails: Record<string, string | undefined>;
  runUrl: string;
};

function capped<T>(items: T[], line: (item: T) => string) {
  const shown = items.slice(0, MAX_ROWS).map(line);
  return items.length > MAX_ROWS
    ? [...shown, `- …and ${items.length - MAX_ROWS} more: see the full log.`]
    : shown;
}

/** A file name as code; `text` has escaped it, which a Markdown code span would show as written. */
const file = (name: string) => `<code>${text(name)}</code>`;
/** A log's end as it is: the fence is longer than any run of backticks in it, so no line can close it. */
function codeBlock(log: string) {
  const longest = Math.max(0, ...(log.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(Math.max(4, longest + 1));
  return [`${fence}text`, log.trimEnd(), fence];
}
const section = (heading: string, ...body: string[]) => [`### ${heading}`, "", ...body, ""];

function contentSection(result: CheckResult, outcome: (id: string) => string) {
  const { problems } = result;
  if (problems.length > 0) {
    return section(
      `The content has ${problems.length} problem${problems.length === 1 ? "" : "s"}`,
      "Fix each one in the CMS (or in the file), save, and this check runs again by itself. A field such as *Sections › item 2 › Title* means: the second section, its title.",
      "",
      "| File | Field | What to do |",
      "| --- | --- | --- |",
      ...problems
        .slice(0, MAX_ROWS)
        .map(
          (p) =>
            `| ${file(p.file)} | ${p.field ? text(fieldLabel(p.field)) : "(the whole file)"} | ${text(plainMessage(p.message))} |`,
        ),
      ...(problems.length > MAX_ROWS
        ? ["", `…and ${problems.length - MAX_ROWS} more: see the full log.`]
        : []),
    );
  }
  if (outcome("content") !== "failure") return [];
  return section(
    "The content check failed",
    "It did not name a file. The end of what it printed:",
    "",
    ...codeBlock(result.tails.content ?? ""),
  );
}

/** What passes but must not go unseen: a change to where every form sends. */
function attentionSection(result: CheckResult) {
  const items = result.attention ?? [];
  if (items.length === 0) return [];
  return section(
    "⚠️ Read this before publishing",
    ...items.map((item) => `- ${file(item.file)}: ${text(item.message)}`),
  );
}

function testsSection(result: CheckResult) {
  const failures = [...result.unitFailures, ...result.browserFailures];
  if (failures.length === 0) return [];
  return section(
    `${failures.length} automated test${failures.length === 1 ? "" : "s"} failed`,
    "These tests open every page and check that it still works: links, pictures, menus, forms. If your change was only to content, look for what it may have broken (a link to a page that is gone, a picture that was removed). If you cannot see it, ask the web team and send them the link to this pull request.",
    "",
    ...capped(failures, (test) => `- ${file(test.file)}: ${text(test.title)}`),
  );
}

export function renderSummary(result: CheckResult) {
  const outcome = (id: string) => result.outcomes[id] ?? "skipped";
  const passed = STAGES.every((stage) => outcome(stage.id) === "success");
  const named = {
    unit: result.unitFailures.length > 0,
    built: result.unitFailures.length > 0,
    e2e: result.browserFailures.length > 0,
    // The build names content problems too (report.ts reads them from its log).
    build: result.problems.length > 0,
  };
  const unexplained = STAGES.filter(
    (s) => outcome(s.id) === "failure" && !named[s.id as keyof typeof named] && s.id !== "content",
  );
  const attention = attentionSection(result);
  const status = passed ? (attention.length ? "attention" : "passed") : "failed";
  const lines = [`${MARKER}: ${status} -->`];
  if (passed) {
    lines.push(
      attention.length ? "## ⚠️ Passed: read this before publishing" : "## ✅ Ready to publish",
      "",
      "The content, the build and every test passed: this change can be published.",
      "",
      ...attention,
    );
  } else {
    lines.push(
      "## ❌ Not ready to publish yet",
      "",
      ...attention,
      ...contentSection(result, outcome),
    );
    if (outcome("content") === "failure")
      lines.push("The other checks start once the content is fixed.", "");
    lines.push(...testsSection(result));
    if (unexplained.length > 0) {
      lines.push(
        ...section(
          `Also failed: ${unexplained.map((s) => s.name).join(", ")}`,
          "This part is technical. If your change was only to content, ask the web team: send them the link to this pull request.",
        ),
      );
    }
  }
  if (result.warnings.length > 0) {
    lines.push(
      ...section(
        "Figures to re-check (this does not stop publishing)",
        ...capped(result.warnings, (w) => `- ${file(w.file)}: ${text(w.message)}`),
      ),
    );
  }
  const results: Record<string, string> = {
    success: "passed",
    failure: "**failed**",
    cancelled: "stopped",
    skipped: "not run",
  };
  lines.push(
    "<details><summary>Each check</summary>",
    "",
    "| Check | Result |",
    "| --- | --- |",
    ...STAGES.map((s) => `| ${s.name} | ${results[outcome(s.id)] ?? outcome(s.id)} |`),
    "",
    "</details>",
    "",
    `[The check's full log](${result.runUrl}). This comment is updated each time the check runs.`,
  );
  const comment = `${lines.join("\n")}\n`;
  const tails = STAGES.filter((s) => outcome(s.id) === "failure" && result.tails[s.id]).flatMap(
    (s) => [
      `<details><summary>End of the ${s.name.toLowerCase()} log</summary>`,
      "",
      ...codeBlock(result.tails[s.id] ?? ""),
      "",
      "</details>",
      "",
    ],
  );
  return { comment, summary: tails.length ? `${comment}\n${tails.join("\n")}` : comment, passed };
}
