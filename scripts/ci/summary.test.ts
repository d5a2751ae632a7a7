/**
 * The check's summary names the file, the field and what to do, and the failed tests. One case runs
 * the real content build on a broken copy, so the summary keeps up with what the build prints. */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildContentFrom } from "../../test/content-build";
import { humanize as cmsHumanize } from "../cms/fields";
import { annotations } from "./annotations.ts";
import { problemLine } from "./field-line.ts";
import { failedBrowserTests, failedUnitTests, parseContentLog } from "./parse.ts";
import { renderSummary, STAGES } from "./summary.ts";
import { fieldLabel, humanize } from "./words.ts";

const scratch = path.resolve(".tmp");
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const allPassed = Object.fromEntries(STAGES.map((stage) => [stage.id, "success"]));
const empty = {
  problems: [],
  warnings: [],
  unitFailures: [],
  browserFailures: [],
  tails: {},
  runUrl: "https://ci.example/run/1",
};

describe("a content problem, from the build's message to the marketer", () => {
  it("names the file, the field as the CMS labels it, what to do, and the line", async () => {
    mkdirSync(scratch, { recursive: true });
    const dir = path.relative(process.cwd(), mkdtempSync(path.join(scratch, "ci-summary-")));
    dirs.push(dir);
    const content = path.join(dir, "content");
    cpSync("content", content, { recursive: true });
    const site = path.join(content, "site.yaml");
    const broken = readFileSync(site, "utf8")
      .replace(/^foundingYear: .*$/m, "")
      .replace(/^( +countryCode:) .*$/m, "$1 [not, a, code]");
    writeFileSync(site, broken);
    const message = await buildContentFrom(content).then(
      () => "built",
      (error: Error) => error.message,
    );

    const { problems } = parseContentLog(`> content:check\n\n${message}\n`);
    expect(problems.find((p) => p.field === "foundingYear")).toMatchObject({ file: site });
    const nested = problems.find((p) => p.field === "offices.0.countryCode");
    if (!nested) throw new Error(`no problem named offices.0.countryCode in:\n${message}`);
    expect(nested.file).toBe(site);

    const { comment } = renderSummary({ ...empty, outcomes: { content: "failure" }, problems });
    expect(comment).toContain(`| \`${site}\` | Founding year | This field is empty: fill it in. |`);
    expect(comment).toContain(`| \`${site}\` | Offices › item 1 › Country code |`);

    const line = problemLine({
      text: broken,
      field: nested.field,
      message: nested.message,
      markdown: false,
    });
    expect(broken.split("\n")[line - 1]).toMatch(/^ +countryCode: \[not, a, code\]$/);
    expect(annotations([{ ...nested, line }])[0]).toMatch(
      new RegExp(
        `^::error file=${site.replace(/[.]/g, "\\.")},line=${line},title=Offices › item 1 › Country code::`,
      ),
    );
  });
});

describe("reading what the steps printed", () => {
  it("takes problems and warnings from content:check's output, ignoring the rest", () => {
    const log = [
      "> node scripts/content/check.mjs --base origin/main",
      "Content has 2 problems:",
      "  content/jobs/a.md: location: Required",
      "\u001b[31m  content/pages/x.yaml: no page at /gone: add a redirect in content/redirects.yaml\u001b[39m",
      'warning: content/claims.yaml: claim "k" (1) was last reviewed 2020-01-01, over 12 months ago: check it',
      "attention: content/form-delivery.yaml: forms: this pull request changes where every form sends",
      "npm error code 1",
    ].join("\n");
    expect(parseContentLog(log)).toEqual({
      problems: [
        { file: "content/jobs/a.md", field: "location", message: "Required" },
        {
          file: "content/pages/x.yaml",
          field: "",
          message: "no page at /gone: add a redirect in content/redirects.yaml",
        },
      ],
      warnings: [
        {
          file: "content/claims.yaml",
          message: 'claim "k" (1) was last reviewed 2020-01-01, over 12 months ago: check it',
        },
      ],
      attention: [
        {
          file: "content/form-delivery.yaml",
          field: "forms",
          message: "this pull request changes where every form sends",
        },
      ],
    });
  });

  it("names failing unit tests, and a test file that could not run", () => {
    const report = {
      testResults: [
        {
          name: "/repo/app/a.test.ts",
          status: "failed",
          assertionResults: [
            { status: "failed", title: "renders", ancestorTitles: ["page"] },
            { status: "passed", title: "ok" },
          ],
        },
        { name: "/repo/app/b.test.ts", status: "failed", assertionResults: [] },
        {
          name: "/repo/app/c.test.ts",
          status: "passed",
          assertionResults: [{ status: "passed", title: "fine" }],
        },
      ],
    };
    expect(failedUnitTests(report, "/repo")).toEqual([
      { file: "app/a.test.ts", title: "page › renders" },
      { file: "app/b.test.ts", title: "(the file could not run)" },
    ]);
  });

  it("names failing browser tests, not those that passed on their retry", () => {
    const report = {
      config: { rootDir: "/repo/e2e" },
      suites: [
        {
          title: "menu.spec.ts",
          specs: [{ title: "opens", ok: false, file: "menu.spec.ts" }],
          suites: [
            {
              title: "drawer",
              specs: [
                { title: "closes", ok: false, file: "menu.spec.ts" },
                { title: "flaky", ok: true, file: "menu.spec.ts" },
              ],
            },
          ],
        },
      ],
    };
    expect(failedBrowserTests(report, "/repo")).toEqual([
      { file: "e2e/menu.spec.ts", title: "opens" },
      { file: "e2e/menu.spec.ts", title: "drawer › closes" },
    ]);
  });
});

describe("where a problem is marked in the file", () => {
  it("on the field's line in a Markdown file's front matter, or on what the message quotes in its body", () => {
    const text = "---\ntitle: A\nimage:\n  src: /x.png\n---\n\nIntro.\n\nSee [this](/servicez).\n";
    expect(
      problemLine({ text, field: "image.src", message: "no file at /x.png", markdown: true }),
    ).toBe(4);
    expect(problemLine({ text, field: "image.alt", message: "Required", markdown: true })).toBe(3);
    expect(
      problemLine({ text, field: "body", message: "no page at /servicez", markdown: true }),
    ).toBe(9);
    expect(
      problemLine({ text, field: "", message: "bad indentation at line 7", markdown: true }),
    ).toBe(7);
    expect(problemLine({ text, field: "date", message: "Required", markdown: true })).toBe(1);
  });
});

describe("the summary", () => {
  it("says a passing change is ready to publish", () => {
    const { comment, passed } = renderSummary({ ...empty, outcomes: allPassed });
    expect(passed).toBe(true);
    expect(comment).toMatch(/^<!-- halcyrion-check: passed -->\n## ✅ Ready to publish/);
  });

  it("puts a change to where the forms send first, and comments on it even when everything passed", () => {
    const attention = [
      {
        file: "content/form-delivery.yaml",
        field: "forms",
        message: "from https://a.example/in to https://b.example/in",
      },
    ];
    const passing = renderSummary({ ...empty, outcomes: allPassed, attention });
    expect(passing.passed).toBe(true);
    expect(passing.comment).toMatch(/^<!-- halcyrion-check: attention -->\n## ⚠️ /);
    expect(passing.comment).toContain(
      "- `content/form-delivery.yaml`: from https://a.example/in to https://b.example/in",
    );
    const failing = renderSummary({
      ...empty,
      outcomes: { ...allPassed, lint: "failure" },
      attention,
    });
    expect(failing.comment).toMatch(/^<!-- halcyrion-check: failed -->/);
    expect(failing.comment.indexOf("https://b.example/in")).toBeLessThan(
      failing.comment.indexOf("Also failed"),
    );
    expect(
      annotations([], [], [{ ...(attention[0] as { file: string; message: string }), line: 3 }])[0],
    ).toMatch(
      /^::warning file=content\/form-delivery\.yaml,line=3,title=Read before publishing::from/,
    );
  });

  it("lists failing tests in plain words, and other failed parts for the web team", () => {
    const { comment, summary, passed } = renderSummary({
      ...empty,
      outcomes: { ...allPassed, lint: "failure", e2e: "failure" },
      browserFailures: [{ file: "e2e/menu.spec.ts", title: "drawer › closes" }],
      tails: { lint: "app/x.ts: 1:1 error" },
    });
    expect(passed).toBe(false);
    expect(comment).toContain("<!-- halcyrion-check: failed -->");
    expect(comment).toContain("### 1 automated test failed");
    expect(comment).toContain("- `e2e/menu.spec.ts`: drawer › closes");
    expect(comment).toContain("### Also failed: Lint");
    expect(comment).not.toContain("app/x.ts: 1:1 error");
    expect(summary).toContain("app/x.ts: 1:1 error");
  });

  it("shows what content wrote as text: no HTML, no table breaks, no @mentions", () => {
    const problems = [
      { file: "content/a.yaml", field: "title", message: 'bad "<img src=x>" | @team' },
    ];
    const { comment } = renderSummary({ ...empty, outcomes: { content: "failure" }, problems });
    expect(comment).toContain('bad "&lt;img src=x&gt;" \\| @&#8203;team |');
  });

  it("cuts a long list and says where the rest is", () => {
    const problems = Array.from({ length: 45 }, (_, i) => ({
      file: `content/jobs/j${i}.md`,
      field: "title",
      message: "Required",
    }));
    const { comment } = renderSummary({ ...empty, outcomes: { content: "failure" }, problems });
    expect(comment).toContain("### The content has 45 problems");
    expect(comment).toContain("…and 15 more: see the full log.");
    expect(comment).not.toContain("j44.md");
  });
});

describe("field names", () => {
  it("read as the CMS labels them", () => {
    // One function names a field in the CMS and in the report, so the two cannot drift apart.
    expect(cmsHumanize).toBe(humanize);
    expect(["title", "durationMinutes", "footer_blurb", "countryCode"].map(humanize)).toEqual([
      "Title",
      "Duration minutes",
      "Footer blurb",
      "Country code",
    ]);
    expect(fieldLabel("sections.0.items.2.icon")).toBe("Sections › item 1 › Items › item 3 › Icon");
    expect(fieldLabel("body")).toBe("Text");
    expect(fieldLabel("image.src")).toBe("Image › Picture");
  });
});

describe("annotations", () => {
  it("keep GitHub's command syntax whatever the message says", () => {
    const [command] = annotations([
      { file: "content/a,b.yaml", field: "x", message: "one: two\nthree 100%", line: 2 },
    ]);
    expect(command).toBe("::error file=content/a%2Cb.yaml,line=2,title=X::one: two%0Athree 100%25");
  });
});
