/**
 * What stops a research report from being published, each broken on purpose in a scratch copy of
 * the frozen launch content with a small report of the tests' own (test/research-sample.ts): the
 * content read names the file and the field. A YARA rule is
 * compiled by YARA in the tests (test/standards/yara.ts), not in the content read, so its refusal
 * is asserted there.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { researchSample } from "../../test/research-sample";
import { compileYara } from "../../test/standards/yara";

const buildWith = researchSample("research-refusals");

describe("a research report is refused, naming the file and the field", () => {
  it("builds the sample as it is, its YARA rule compiling", async () => {
    const { rules, message } = await buildWith("as-is");
    expect(message).toBe("built");
    expect(compileYara(path.join(rules, "refusal-sample.yar"))).toEqual([]);
  });

  it("an unknown ATT&CK technique", async () => {
    const { report, message } = await buildWith("technique", {
      report: (text) => text.replace("T1105]", "T9999]"),
    });
    expect(message).toMatch(
      new RegExp(`${report}: techniques\\.1: T9999 is not in ATT&CK Enterprise \\S+`),
    );
  });

  it("a hash of the wrong length", async () => {
    const short = "ab".repeat(31);
    const { report, message } = await buildWith("hash", {
      report: (text) => text.replace("ab".repeat(32), short),
    });
    expect(message).toContain(
      `${report}: indicators.1.value: indicator 1 ("${short}"): a SHA-256 hash is 64 hexadecimal digits; this is 62 characters`,
    );
  });

  it("an email indicator a spreadsheet would open as a formula", async () => {
    const { report, message } = await buildWith("formula", {
      report: (text) =>
        text.replace(
          "  - type: sha256",
          "  - type: email\n    value: =cmd@mail.example\n  - type: sha256",
        ),
    });
    expect(message).toContain(
      `${report}: indicators.1.value: indicator 1 ("=cmd@mail.example"): the address starts with "=": a spreadsheet opens`,
    );
  });

  it("a Sigma rule without detection", async () => {
    const { rules, message } = await buildWith("sigma", {
      sigma: (text) => text.replace(/^detection:\n(?: {2}.*\n)+/m, ""),
    });
    expect(message).toContain(
      `${path.join(rules, "refusal-sample.yml")}: a Sigma rule needs "detection"`,
    );
  });

  it("a YAML tag asking for code, in a Sigma rule or in the report's fields", async () => {
    const sigma = await buildWith("sigma-tag", {
      sigma: (text) =>
        text.replace("level: low", 'level: low\nfields: !!python/object/apply:os.system ["id"]'),
    });
    expect(sigma.message).toMatch(
      new RegExp(
        `${path.join(sigma.rules, "refusal-sample.yml").replaceAll(".", "\\.")}: line \\d+: "!!python/object/apply:os\\.system" is a YAML tag`,
      ),
    );
    const report = await buildWith("report-tag", {
      report: (text) => text.replace("malware:", "onLoad: !!js/function 'f'\nmalware:"),
    });
    expect(report.message).toContain(`${report.report}: line 7: "!!js/function" is a YAML tag`);
  });

  // Each as an editor might write it; the renderer percent-encodes some characters, and the link's
  // host is compared parsed, so none of these spellings reaches the page as a live link.
  it.each([
    ["a plain URL", "It fetches from https://refusal-sample.example/x."],
    ["an autolink in capitals, with a trailing dot", "<HTTPS://REFUSAL-SAMPLE.EXAMPLE./x>"],
    ["an autolink with a port and an encoded letter", "<https://refusal%2Dsample.example:8443/x>"],
    ["a path the renderer percent-encodes", "<https://refusal-sample.example/ä>"],
    ["a subdomain, as GFM links www.", "See www.refusal-sample.example for the lure."],
    ["an email address", "Mail came from ops@refusal-sample.example."],
    ["a mailto: link", "[the sender](mailto:OPS@Refusal-Sample.Example?subject=x)"],
    [
      "a URL inside a URL",
      "[a search](https://search.example/?q=https%3A%2F%2Frefusal-sample.example)",
    ],
  ])("an indicator written in the text as a link: %s", async (_, text) => {
    const { report, message } = await buildWith("link", {
      report: (file) => file.replace("A fictional report for the tests.", text),
    });
    expect(message).toMatch(
      new RegExp(
        `${report.replace(/[.\\]/g, "\\$&")}: body: a link to .* leads to .*refusal-sample\\[\\.\\]example, (the|under the) host of indicator 0 \\(refusal-sample\\[\\.\\]example\\): an indicator is never a link; write it defanged`,
      ),
    );
    expect(message).not.toMatch(/https?:\/\/[^ ]*refusal-sample\.example/i);
  });

  it("one IPv6 address written twice, in two spellings", async () => {
    const { report, message } = await buildWith("ipv6-twice", {
      report: (text) =>
        text.replace(
          "  - type: sha256\n",
          "  - type: ipv6\n    value: 2001:DB8:0:0::1\n  - type: ipv6\n    value: 2001:0db8::0001\n  - type: sha256\n",
        ),
    });
    expect(message).toContain(
      `${report}: indicators.2.value: indicator 2 ("2001:db8::1"): indicator 1 has this value already`,
    );
  });

  it("a rule file no report lists; a draft's rules wait with it, still checked", async () => {
    const unlisted = (text: string) =>
      text.replace("  - file: refusal-sample.yml\n    title: Refusal sample (Sigma)\n", "");
    const { rules, message } = await buildWith("unlisted", { report: unlisted });
    expect(message).toContain(
      `${path.join(rules, "refusal-sample.yml")}: no report lists this rule`,
    );
    const draft = (text: string) => text.replace("tlp: TLP:CLEAR", "tlp: TLP:CLEAR\ndraft: true");
    expect((await buildWith("draft", { report: draft })).message).toBe("built");
    const broken = await buildWith("draft-sigma", {
      report: draft,
      sigma: (text) => text.replace(/^detection:\n(?: {2}.*\n)+/m, ""),
    });
    expect(broken.message).toContain('refusal-sample.yml: a Sigma rule needs "detection"');
  });

  it("a marking other than TLP:CLEAR", async () => {
    const { report, message } = await buildWith("tlp", {
      report: (text) => text.replace("tlp: TLP:CLEAR", "tlp: TLP:AMBER"),
    });
    expect(message).toContain(`${report}: tlp: TLP:AMBER: only TLP:CLEAR reports are published`);
  });

  it("a YARA rule that does not compile: YARA's compiler names the file, the line and the rule", async () => {
    const { rules, message } = await buildWith("yara", {
      yara: (text) => text.replace("        $marker\n", "        $missing\n"),
    });
    // The content read checks only the rule's outline; the compiler is what refuses it.
    expect(message).toBe("built");
    const file = path.join(rules, "refusal-sample.yar");
    expect(compileYara(file).join("\n")).toMatch(
      new RegExp(
        `rule "Refusal_Sample" in ${file.replaceAll(".", "\\.")}\\(\\d+\\): undefined string "\\$missing"`,
      ),
    );
  });

  it("a Sigma rule without what SigmaHQ requires, or changed after the report's record of it", async () => {
    const { rules, message } = await buildWith("sigmahq", {
      sigma: (text) =>
        text
          .replace(/^references:\n {2}- .*\n/m, "")
          .replace("date: 2026-03-02", "date: 2026-03-09"),
    });
    const file = path.join(rules, "refusal-sample.yml");
    expect(message).toContain(`${file}: SigmaHQ requires "references"`);
    expect(message).toContain(
      `${file}: the rule says it changed on 2026-03-09, after the report's record of it (2026-03-02)`,
    );
  });

  it("a YARA rule without tests, and a tests file with a misspelt field", async () => {
    const missing = await buildWith("yara-untested", { yaraTests: () => "" });
    expect(missing.message).toContain(
      `${path.join(missing.rules, "refusal-sample.yar")}: no tests: add refusal-sample.yar.tests.yaml beside it`,
    );
    const typo = await buildWith("yara-tests-typo", {
      yaraTests: (text) => text.replace("  - name: something else", "  - nmae: something else"),
    });
    expect(typo.message).toContain(
      `${path.join(typo.rules, "refusal-sample.yar.tests.yaml")}: nomatch.0: unknown field "nmae": write name`,
    );
  });
});
