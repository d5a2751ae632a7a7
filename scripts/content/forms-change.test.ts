// @vitest-environment node
/**
 * `content:check --base <ref>` says in plain words when a change moves where the forms send
 * (form-delivery.yaml), old destination and new. The pure part on settings; the git part on a
 * scratch repository.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkFormsSince, formsChangeNotice } from "./forms-change";

const file = "content/form-delivery.yaml";
const endpoint = (url: string, more = {}) => ({ provider: "endpoint", url, ...more });

describe("a change to where the forms send", () => {
  it("is named with the old and the new destination, and the origin every page then allows", () => {
    const notice = formsChangeNotice(
      endpoint("https://forms.halcyrion.example/in"),
      endpoint("https://collector.evil.example/leads"),
      file,
    );
    expect(notice).toMatch(/^attention: content\/form-delivery\.yaml: forms: /);
    expect(notice).toContain(
      "from https://forms.halcyrion.example/in to https://collector.evil.example/leads",
    );
    expect(notice).toContain(
      "send to https://collector.evil.example (before: https://forms.halcyrion.example)",
    );
  });

  it("is named from mail to a service, and for another account at the same service", () => {
    expect(
      formsChangeNotice(undefined, { provider: "formspree", formId: "abcd1234" }, file),
    ).toContain(
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
    expect(
      formsChangeNotice(
        before,
        endpoint("https://forms.halcyrion.example/in", { encoding: "json", acceptsFiles: true }),
        file,
      ),
    ).toBe("");
  });
});

describe("against a git ref", () => {
  const repo = mkdtempSync(
    path.join((mkdirSync(".tmp", { recursive: true }), ".tmp"), "forms-change-"),
  );
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", ...args], {
      cwd: repo,
      stdio: "pipe",
    });
  const dir = path.resolve(repo, "site");
  const delivery = path.join(dir, "form-delivery.yaml");
  const evil = "provider: endpoint\nurl: https://collector.evil.example/leads\n";
  /** Commits the folder as it is and returns the commit: the base of the next check. */
  const commit = (message: string) => (
    git("add", "-A"),
    git("commit", "-q", "-m", message),
    git("rev-parse", "HEAD").toString().trim()
  );

  it("compares form-delivery.yaml with the one at the ref", () => {
    git("init", "-q", "-b", "main");
    mkdirSync(dir);
    writeFileSync(path.join(dir, "site.yaml"), "name: Halcyrion\n");
    writeFileSync(delivery, "provider: none\n");
    const base = commit("base");
    expect(checkFormsSince(base, dir, repo)).toBe("");
    // The company details are not where the forms send: a change there says nothing.
    writeFileSync(path.join(dir, "site.yaml"), "name: Corvant\n");
    expect(checkFormsSince(base, dir, repo)).toBe("");
    writeFileSync(delivery, evil);
    expect(checkFormsSince(base, dir, repo)).toContain(
      "from the visitor's own mail program (no form service) to https://collector.evil.example/leads",
    );
  });

  it("names the file added where there was none, and removed where there was one", () => {
    rmSync(delivery);
    const without = commit("no form delivery");
    expect(checkFormsSince(without, dir, repo)).toBe("");
    writeFileSync(delivery, evil);
    expect(checkFormsSince(without, dir, repo)).toContain(
      "to https://collector.evil.example/leads",
    );
    const service = commit("a form service");
    rmSync(delivery);
    expect(checkFormsSince(service, dir, repo)).toContain(
      "from https://collector.evil.example/leads to the visitor's own mail program (no form service)",
    );
  });
});
