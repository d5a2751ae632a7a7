/** A small fictional report with one Sigma and one YARA rule, added to a scratch copy of the frozen launch
 * content, for the tests that break a report on purpose: nothing depends on the reports the team publishes. */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { buildContentFrom } from "./content-build";
import { scratchContent } from "./scratch-content";

export const REPORT = `---
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

/** A file's new text; an empty text is the file taken away. */
type Edit = (text: string) => string;
export interface SampleEdit {
  report?: Edit;
  sigma?: Edit;
  yara?: Edit;
  yaraTests?: Edit;
  /** Anything else done to the copy (a file added, a link made), given its folder. */
  prepare?: (content: string) => void;
  /** The build's day (BUILD_DATE), for what waits for its date. */
  buildDate?: string;
}

/** The sample's builds for one test file: each copies the launch content, adds the sample edited, and reads it. */
export function researchSample(prefix: string) {
  const scratch = scratchContent(prefix, { from: "launch" });
  /** The read's error message, or "built" with the reports on the site. */
  return async function buildWith(name: string, edit: SampleEdit = {}) {
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
      if (changed !== "") writeFileSync(file, changed);
    }
    edit.prepare?.(content);
    const previous = process.env.BUILD_DATE;
    if (edit.buildDate) process.env.BUILD_DATE = edit.buildDate;
    try {
      const built = await buildContentFrom(content);
      return { content, report, rules, message: "built", research: built.research };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { content, report, rules, message, research: [] };
    } finally {
      if (previous === undefined) delete process.env.BUILD_DATE;
      else process.env.BUILD_DATE = previous;
    }
  };
}
