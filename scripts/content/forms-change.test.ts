// @vitest-environment node
/**
 * `content:check --base <ref>` says in plain words when a change moves where the forms send (the
 * `forms:` block of site.yaml), old destination and new. The pure part on settings; the git part
 * once, on a scratch repository.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkFormsSince, formsChangeNotice } from "./forms-change";

const file = "content/site.yaml";
const endpoint = (url: string, more = {}) => ({ provider: "endpoint", url, ...more });

describe("a change to where the forms send", () => {
  it("is named with the old and the new destination, and the origin every page then allows", () => {
    const notice = formsChangeNotice(
      endpoint("https://forms.halcyrion.example/in"),
      endpoint("https://collector.evil.example/leads"),
      file,
    );
    expect(notice).toMatch(/^attention: content\/site\.yaml: forms: /);
    expect(notice).toContain(
      "from https://forms.halcyrion.example/in to https://collector.evil.example/leads",
    );
    expect(notice).toContain("send to https://collector.evil.example (before: https://forms.halcyrion.example)");
  });

  it("is named from mail to a service, and for another account at the same service", () => {
    expect(formsChangeNotice(undefined, { provider: "formspree", formId: "abcd1234" }, file)).toContain(
      "from the visitor's own mail program (no form service) to https://formspree.io/f/abcd1234",
    );
    const other = formsChangeNotice(
      { provider: "formspree", formId: "abcd1234" },
      { provider: "formspree", formId: "abcd1234", formIds: { contact: "zzzz9999" } },
      file,
    );
    expect(other).toContain("to https://formspree.io/f/abcd1234, https://formspree.io/f/zzzz9999");
    // Same origin: the policy does not change, the account does.
    expect(other).not.toContain("security policy");
  });

  it("is silent when the forms send where they did", () => {
    expect(formsChangeNotice(undefined, { provider: "none" }, file)).toBe("");
    const before = endpoint("https://forms.halcyrion.example/in");
    expect(formsChangeNotice(before, endpoint("https://forms.halcyrion.example/in", { encoding: "json", acceptsFiles: true }), file)).toBe("");
  });
});

describe("against a git ref", () => {
  const repo = mkdtempSync(path.join((mkdirSync(".tmp", { recursive: true }), ".tmp"), "forms-change-"));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", ...args], { cwd: repo, stdio: "pipe" });
  const site = (forms: string) => writeFileSync(path.join(repo, "site/site.yaml"), `name: Halcyrion\n${forms}`);

  it("compares site.yaml's forms block with the one at the ref", () => {
    git("init", "-q", "-b", "main");
    mkdirSync(path.join(repo, "site"));
    site("forms:\n  provider: none\n");
    git("add", ".");
    git("commit", "-q", "-m", "base");
    const dir = path.resolve(repo, "site");
    expect(checkFormsSince("main", dir, repo)).toBe("");
    site("forms:\n  provider: endpoint\n  url: https://collector.evil.example/leads\n");
    expect(checkFormsSince("main", dir, repo)).toContain(
      "from the visitor's own mail program (no form service) to https://collector.evil.example/leads",
    );
  });
});
