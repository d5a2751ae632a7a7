/**
 * What stops a research report from being published, each broken on purpose in a scratch copy of
 * the frozen launch content with a small report of this test's own (nothing here depends on the
 * reports the team publishes): the content read names the file and the field. A YARA rule is
 * compiled by YARA in the tests (test/standards/yara.ts), not in the content read, so its refusal
 * is asserted there.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildContentFrom } from "../../test/content-build";
import { scratchContent } from "../../test/scratch-content";
import { compileYara } from "../../test/standards/yara";

const scratch = scratchContent("research-refusals", { from: "launch" });

const REPORT = `---
title: "Refusal sample: a fictional loader"
summary: "Fictional, for the tests: a loader that does not exist."
date: 2026-03-02
authors: [maya-okafor]
tlp: TLP:CLEAR
malware:
  - name: RefusalLoader
techniques: [T1059.001, T1105]
indicators:
  - type: domain
    value: refusal-sample.example
  - type: sha256
    value: ${"ab".repeat(32)}
firstSeen: 2026-01-05
lastSeen: 2026-02-20
rules:
  - file: refusal-sample.yml
    title: Refusal sample (Sigma)
  - file: refusal-sample.yar
    title: Refusal sample (YARA)
---

A fictional report for the tests.
`;

const SIGMA = `title: Refusal sample PowerShell download
id: 5f0c7a8e-2f4b-4c39-9d0e-6f1b2a3c4d5e
status: experimental
description: Fictional, for the tests.
references:
  - https://attack.mitre.org/techniques/T1059/001/
author: Example Research
date: 2026-03-02
falsepositives:
  - Unknown
tags:
  - attack.t1059.001
logsource:
  category: process_creation
  product: windows
detection:
  selection:
    CommandLine|contains: 'refusal-sample'
  condition: selection
level: low
`;

const YARA = `rule Refusal_Sample
{
    strings:
        $marker = "REFUSAL-SAMPLE" ascii
    condition:
        $marker
}
`;

const YARA_TESTS = `match:
  - name: the marker
    bytes:
      - text: "REFUSAL-SAMPLE"
nomatch:
  - name: something else
    bytes:
      - text: "nothing here"
`;

/** The launch content with the sample report, its files edited by `edit`; the read's error, or "built". */
async function buildWith(
  name: string,
  edit: {
    report?: (text: string) => string;
    sigma?: (text: string) => string;
    yara?: (text: string) => string;
    yaraTests?: (text: string) => string;
  } = {},
) {
  const content = scratch.copy(name);
  const report = path.join(content, "research", "refusal-sample.md");
  const rules = path.join(content, "research", "rules");
  mkdirSync(rules, { recursive: true });
  const files = [
    [report, REPORT, edit.report],
    [path.join(rules, "refusal-sample.yml"), SIGMA, edit.sigma],
    [path.join(rules, "refusal-sample.yar"), YARA, edit.yara],
    [path.join(rules, "refusal-sample.yar.tests.yaml"), YARA_TESTS, edit.yaraTests],
  ] as const;
  for (const [file, text, change] of files) {
    const changed = change ? change(text) : text;
    if (change) expect(changed, `the change to ${file} applies`).not.toBe(text);
    // An empty text is a file taken away.
    if (changed !== "") writeFileSync(file, changed);
  }
  try {
    await buildContentFrom(content);
    return { report, rules, message: "built" };
  } catch (error) {
    return { report, rules, message: error instanceof Error ? error.message : String(error) };
  }
}

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

  it("a Sigma rule without detection", async () => {
    const { rules, message } = await buildWith("sigma", {
      sigma: (text) => text.replace(/^detection:\n(?: {2}.*\n)+/m, ""),
    });
    expect(message).toContain(
      `${path.join(rules, "refusal-sample.yml")}: a Sigma rule needs "detection"`,
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
      `${path.join(typo.rules, "refusal-sample.yar.tests.yaml")}: nomatch.0: unknown field nmae`,
    );
  });

  it("an indicator written in the text as a link", async () => {
    const { report, message } = await buildWith("link", {
      report: (text) =>
        text.replace(
          "A fictional report for the tests.",
          "It fetches from https://refusal-sample.example/x.",
        ),
    });
    expect(message).toContain(
      `${report}: body: refusal-sample.example is an indicator and would be a link here: write it defanged`,
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
});
