// @vitest-environment node
/**
 * `content:check --base <ref>`: every address the content had at <ref> is still a page or has a
 * redirect. The pure part on in-memory fixtures; the git part once, on a scratch repository.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Catalog } from "../../app/content/publication";
import { entryFormPath, entryPath } from "../../app/route-table";
import {
  addressesOfFiles,
  checkAddressesSince,
  goneAddresses,
  goneReport,
  takenOffNotes,
} from "./address-check";
import type { ContentFile } from "../../app/content-layer/addresses";

const file = (path: string, text = "title: x\n"): ContentFile => ({ path, text: () => text });

describe("the addresses a content had", () => {
  it("are its entries' pages and form pages, its pages and policies, without drafts or future articles", () => {
    const found = addressesOfFiles(
      [
        file("articles/kept.md", "---\ndate: 2030-01-01\n---\n"),
        file("articles/later.md", "---\ndate: 2099-01-01\n---\n"),
        file("jobs/role.md", "---\ntitle: x\n---\n"),
        file("jobs/secret.md", "---\ndraft: true\n---\n"),
        file("pages/home.yaml"),
        file("pages/services/red-team.yaml"),
        file("pages/services/planned.yaml", "draft: true\n"),
        file("policies/privacy.md"),
      ],
      "content",
      "2030-03-01",
    );
    expect(Object.fromEntries(found)).toEqual({
      [entryPath("article", "kept")]: "content/articles/kept.md",
      [entryPath("job", "role")]: "content/jobs/role.md",
      [entryFormPath("apply", "role")]: "content/jobs/role.md",
      "/": "content/pages/home.yaml",
      "/services/red-team": "content/pages/services/red-team.yaml",
      "/legal/privacy": "content/policies/privacy.md",
    });
  });
});

describe("addresses gone without a redirect", () => {
  const before = new Map([
    ["/blog/renamed", "content/articles/renamed.md"],
    ["/blog/removed", "content/articles/removed.md"],
    ["/blog/redirected", "content/articles/redirected.md"],
    ["/blog/kept", "content/articles/kept.md"],
    ["/blog/drafted", "content/articles/drafted.md"],
    ["/blog/postponed", "content/articles/postponed.md"],
  ]);
  const now: Catalog = {
    live: new Set(["/blog", "/blog/kept", "/blog/new-name"]),
    hidden: new Map([
      ["/blog/drafted", { reason: "draft", file: "content/articles/drafted.md" }],
      [
        "/blog/postponed",
        { reason: "scheduled", file: "content/articles/postponed.md", date: "2099-01-01" },
      ],
    ]),
  };
  const gone = goneAddresses(
    before,
    now,
    new Set(["/blog/redirected"]),
    new Map([["content/articles/renamed.md", "content/articles/new-name.md"]]),
    new Map([["/blog/new-name", "content/articles/new-name.md"]]),
  );

  it("are every address that is no page now and no redirect's from, with where a renamed entry went", () => {
    expect(gone.map((entry) => entry.address)).toEqual([
      "/blog/drafted",
      "/blog/postponed",
      "/blog/removed",
      "/blog/renamed",
    ]);
    expect(gone.find((entry) => entry.address === "/blog/renamed")?.movedTo).toBe("/blog/new-name");
  });

  it("are reported with the address, the file and the redirect to add, and where to add it", () => {
    const report = goneReport(gone, "origin/main", "content/redirects.yaml").split("\n");
    expect(report[0]).toBe(
      "2 addresses of origin/main no longer lead to a page, and no redirect catches them:",
    );
    expect(report).toContain(
      "  /blog/renamed (content/articles/renamed.md was renamed: its page is /blog/new-name now): add a redirect from /blog/renamed to /blog/new-name",
    );
    expect(report).toContain(
      "  /blog/removed (content/articles/removed.md was removed): add a redirect from /blog/removed to the page that replaces it",
    );
    expect(report.at(-1)).toMatch(
      /^Add each to Redirects \(in the CMS: Redirects → .*content\/redirects\.yaml\)/,
    );
  });

  it("warn, without failing, about addresses taken off on purpose: a draft now, an article dated later", () => {
    const notes = takenOffNotes(gone, "origin/main");
    expect(notes).toEqual([
      expect.stringMatching(
        /^warning: \/blog\/drafted was on the site at origin\/main; content\/articles\/drafted\.md is a draft now, .*add a redirect from \/blog\/drafted/,
      ),
      expect.stringMatching(/^warning: \/blog\/postponed .* is dated 2099-01-01 now/),
    ]);
    expect(
      goneReport(
        gone.filter((entry) => entry.hiddenNow),
        "origin/main",
        "x",
      ),
    ).toBe("");
  });
});

describe("against a git ref", () => {
  const repo = mkdtempSync(
    path.join((mkdirSync(".tmp", { recursive: true }), ".tmp"), "address-check-"),
  );
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", ...args], {
      cwd: repo,
      stdio: "pipe",
    });
  const write = (name: string, text: string) => {
    mkdirSync(path.dirname(path.join(repo, name)), { recursive: true });
    writeFileSync(path.join(repo, name), text);
  };

  it("finds a renamed article and a removed job, and accepts them once redirected", () => {
    git("init", "-q", "-b", "main");
    write("site/articles/first-name.md", "---\ntitle: A\ndate: 2020-01-01\n---\nText\n");
    write("site/jobs/filled-role.md", "---\ntitle: J\n---\nText\n");
    write("site/redirects.yaml", "redirects: []\n");
    git("add", ".");
    git("commit", "-q", "-m", "base");
    git("mv", "site/articles/first-name.md", "site/articles/second-name.md");
    git("rm", "-q", "site/jobs/filled-role.md");
    const dir = path.resolve(repo, "site");
    const { gone, report } = checkAddressesSince("main", dir, repo);
    expect(gone.map((entry) => [entry.address, entry.movedTo])).toEqual([
      [entryPath("article", "first-name"), entryPath("article", "second-name")],
      [entryPath("job", "filled-role"), undefined],
      [entryFormPath("apply", "filled-role"), undefined],
    ]);
    expect(report).toContain(`${dir}/articles/first-name.md was renamed`);
    write(
      "site/redirects.yaml",
      `redirects:\n${gone.map((entry) => `  - from: ${entry.address}\n    to: /blog\n`).join("")}`,
    );
    expect(checkAddressesSince("main", dir, repo).gone).toEqual([]);
    expect(() => checkAddressesSince("no-such-branch", dir, repo)).toThrow(
      /git does not know no-such-branch\. Fetch it first/,
    );
  });
});
