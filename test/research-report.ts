/** A small resolved report for the generators' tests: every indicator type, a sub-technique, two rules. */
import type { ResearchPublisher, ResolvedReport } from "../app/files/research/report";

export const publisher: ResearchPublisher = {
  name: "Example Research",
  origin: "https://www.example.com",
};

/** A Sigma rule that passes SigmaHQ's schema, tagged with the fixture's first technique. */
export const SIGMA = `title: Example PowerShell download
id: 5f0c7a8e-2f4b-4c39-9d0e-6f1b2a3c4d5e
status: experimental
description: Fictional, for the tests.
references:
  - https://www.example.com/research/example-loader
author: Example Research
date: 2026-03-02
tags:
  - attack.execution
  - attack.t1059.001
logsource:
  category: process_creation
  product: windows
detection:
  selection:
    CommandLine|contains: 'example-marker'
  condition: selection
falsepositives:
  - Unknown
level: high
`;

export function fixtureReport(overrides: Partial<ResolvedReport> = {}): ResolvedReport {
  return {
    slug: "example-loader",
    title: "Example loader",
    summary: "Fictional, for the tests.",
    date: "2026-03-02",
    modified: "2026-03-09",
    url: "https://www.example.com/research/example-loader",
    actors: [
      {
        name: "Example Set",
        aliases: ["EX-1"],
        kind: "intrusion-set",
        description: "Invented.",
        types: [],
        motivation: "personal-gain",
      },
    ],
    malware: [{ name: "ExampleLoader", aliases: [], isFamily: true, types: ["downloader"] }],
    techniques: [
      {
        id: "T1059.001",
        name: "PowerShell",
        tactics: ["execution"],
        stixId: "attack-pattern--970a3432-3237-47ad-bcca-7d8cbb217736",
        created: "2020-03-09T13:48:55.078Z",
        modified: "2025-10-24T17:49:07.660Z",
      },
      {
        id: "T1105",
        name: "Ingress Tool Transfer",
        tactics: ["command-and-control"],
        stixId: "attack-pattern--e6919abc-99f9-4c6c-95a5-14761e7b2add",
        created: "2017-05-31T21:31:16.408Z",
        modified: "2025-10-24T17:49:32.714Z",
      },
    ],
    indicators: [
      {
        type: "ipv4",
        value: "192.0.2.1",
        description: 'C2, "primary", port 443',
        firstSeen: "2026-01-05",
        lastSeen: "2026-02-01",
      },
      { type: "ipv6", value: "2001:db8::1" },
      { type: "domain", value: "c2.example" },
      { type: "url", value: "https://c2.example/it's/a\\path?q=1,2" },
      { type: "email", value: "o'brien@mail.example" },
      { type: "md5", value: "0".repeat(32) },
      { type: "sha1", value: "1".repeat(40) },
      { type: "sha256", value: "2".repeat(64) },
    ],
    firstSeen: "2026-01-01",
    lastSeen: "2026-02-28",
    rules: [
      {
        file: "example.yml",
        title: "Example Sigma",
        kind: "sigma",
        url: "https://www.example.com/research/rules/example.yml",
        text: SIGMA,
        techniques: ["T1059.001"],
      },
      {
        file: "example.yar",
        title: "Example YARA",
        kind: "yara",
        url: "https://www.example.com/research/rules/example.yar",
        text: 'rule Example_Marker\n{\n    strings:\n        $a = "example-marker"\n    condition:\n        $a\n}\n',
      },
    ],
    ...overrides,
  };
}
