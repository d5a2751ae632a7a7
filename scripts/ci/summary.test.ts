/**
 * The check's summary names the file, the field and what to do, and the failed tests. One case runs
 * the real content build on a broken copy, so the summary keeps up with what the build prints. */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Nodes, Root, Table } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { afterAll, describe, expect, it } from "vitest";
import { buildContentFrom } from "../../test/content-build";
import { humanize as cmsHumanize } from "../cms/fields";
import { annotations } from "./annotations.ts";
import { problemLine } from "./field-line.ts";
import { failedBrowserTests, failedUnitTests, parseContentLog } from "./parse.ts";
import { renderSummary, STAGES } from "./summary.ts";
import { fieldLabel, humanize } from "./words.ts";

/** The comment as GitHub reads it (CommonMark with GFM's tables and autolinks). */
const markdown = (comment: string) => unified().use(remarkParse).use(remarkGfm).parse(comment);
const nodes = (tree: Nodes): Nodes[] => [
  tree,
  ...("children" in tree ? tree.children.flatMap((child) => nodes(child)) : []),
];
/** What a reader sees of a node: its text, without the tags and the zero-width spaces. */
const shown = (tree: Nodes) =>
  nodes(tree)
    .map((node) => (node.type === "text" || node.type === "inlineCode" ? node.value : ""))
    .join("")
    .replaceAll("\u200b", "");
/** The rows of the comment's first table (the content's problems), each cell as a reader sees it. */
const tableRows = (tree: Root) =>
  nodes(tree)
    .find((node): node is Table => node.type === "table")
    ?.children.map((row) => row.children.map((cell) => shown(cell))) ?? [];
const listItems = (tree: Root) =>
  nodes(tree).flatMap((node) => (node.type === "listItem" ? [shown(node)] : []));

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
    const rows = tableRows(markdown(comment));
    expect(rows).toContainEqual([site, "Founding year", "This field is empty: fill it in."]);
    expect(rows.find((row) => row[1] === "Offices › item 1 › Country code")?.[0]).toBe(site);

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
    expect(listItems(markdown(passing.comment))).toContain(
      "content/form-delivery.yaml: from https://a.example/in to https://b.example/in",
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
    expect(listItems(markdown(comment))).toContain("e2e/menu.spec.ts: drawer › closes");
    expect(comment).toContain("### Also failed: Lint");
    expect(comment).not.toContain("app/x.ts: 1:1 error");
    expect(summary).toContain("app/x.ts: 1:1 error");
  });

  it("shows what content and tests wrote as text: no link, image, heading, cell, HTML, code or mention", () => {
    const hostile = [
      "[click](https://evil.example/) and ![pixel](https://evil.example/p.gif)",
      '<img src=x onerror="alert(1)"> <a href="https://evil.example/">a</a> &lt;b&gt; &#64;x',
      "one | two | three",
      "line\n# Heading\n```\nfenced\n```\n| a | b |\n|---|---|\n[ref]: https://evil.example/",
      "[ref] <https://evil.example/> https://evil.example/x www.evil.example mail@evil.example",
      "@halcyrion/web-team, @octocat and #12: **bold** _em_ ~~struck~~ `code` \\[x](y) :rocket:",
    ];
    const values = hostile.map((value, index) => ({
      file: `content/x${index}.yaml\``,
      field: "title",
      message: value,
    }));
    const { comment } = renderSummary({
      ...empty,
      outcomes: { ...allPassed, content: "failure", unit: "failure" },
      problems: values,
      attention: values,
      warnings: values,
      unitFailures: values.map(({ file, message }) => ({ file: `app/${file}`, title: message })),
    });
    const tree = markdown(comment);
    // The one link is the comment's own, to the run's log.
    const links = nodes(tree).flatMap((node) => (node.type === "link" ? [node.url] : []));
    expect(links).toEqual([empty.runUrl]);
    const kinds = new Set(nodes(tree).map((node) => node.type));
    for (const kind of ["image", "definition", "code", "inlineCode", "delete"] as const)
      expect(kinds, kind).not.toContain(kind);
    // Emphasis is the comment's own words only.
    const styled = nodes(tree).flatMap((node) =>
      node.type === "emphasis" || node.type === "strong" ? [shown(node)] : [],
    );
    expect(new Set(styled)).toEqual(new Set(["Sections › item 2 › Title", "failed"]));
    // The only HTML is the comment's own: the marker, the file names' <code> and the details.
    const html = new Set(nodes(tree).flatMap((node) => (node.type === "html" ? [node.value] : [])));
    expect(
      [...html].filter((tag) => !/^(<!-- halcyrion-check|<\/?code>$|<\/?details)/.test(tag)),
    ).toEqual([]);
    expect(
      nodes(tree)
        .filter((node) => node.type === "heading")
        .map(shown),
    ).not.toContainEqual(expect.stringContaining("Heading"));
    // Each value reads as written (on one line), in its own cell or list item.
    const oneLine = hostile.map((value) => value.replace(/\s*\n\s*/g, " "));
    expect(tableRows(tree).slice(1)).toEqual(
      oneLine.map((value, index) => [`content/x${index}.yaml\``, "Title", value]),
    );
    const items = listItems(tree);
    for (const [index, value] of oneLine.entries()) {
      expect(items.filter((item) => item === `content/x${index}.yaml\`: ${value}`)).toHaveLength(2);
      expect(items).toContain(`app/content/x${index}.yaml\`: ${value}`);
    }
    // GitHub notifies @someone and links #12 in text: a zero-width space stops both.
    const text = nodes(tree).flatMap((node) => (node.type === "text" ? [node.value] : []));
    expect(text.join(" ")).not.toMatch(/[@#][\w/-]/);
  });

  it("keeps a log's end in one code block whatever it holds", () => {
    const log = "error: ````\n``` ~~~\n@team </details> [x](https://evil.example/)";
    const { comment } = renderSummary({
      ...empty,
      outcomes: { content: "failure" },
      tails: { content: log },
    });
    const code = nodes(markdown(comment)).filter((node) => node.type === "code");
    expect(code.map((node) => node.value)).toEqual([log]);
  });

  it("cuts a huge value, so the comment stays within what GitHub accepts", () => {
    const problems = Array.from({ length: 30 }, (_, i) => ({
      file: `content/x${i}.yaml`,
      field: "title",
      message: `"${"a".repeat(100_000)}" is too long`,
    }));
    const { comment } = renderSummary({ ...empty, outcomes: { content: "failure" }, problems });
    expect(comment.length).toBeLessThan(65_536);
    expect(tableRows(markdown(comment))[1]?.[2]).toMatch(/^"a+…$/);
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
