import { describe, expect, it } from "vitest";
import "./messages";
import attack from "../../research/attack-techniques.json" with { type: "json" };
import { researchSchema } from "./research";

const live = attack.techniques[0]?.id ?? "";
const report = {
  title: "A fictional loader",
  summary: "Fictional, for demonstration.",
  date: "2026-03-02",
  authors: ["maya-okafor"],
  tlp: "TLP:CLEAR",
  actors: [{ name: "Example Actor", kind: "intrusion-set" }],
  malware: [{ name: "ExampleLoader" }],
  techniques: [live],
  indicators: [
    { type: "ipv4", value: "192.0.2.10" },
    { type: "sha256", value: "AB".repeat(32) },
  ],
  firstSeen: "2026-01-10",
  lastSeen: "2026-02-20",
  rules: [{ file: "example-loader.yar", title: "Example loader strings" }],
};

/** Each problem as `path: message`, the way the build reports it. */
function problems(input: object): string[] {
  const result = researchSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("research report front matter", () => {
  it("accepts a report and fills in defaults, lower-case hashes and each rule's kind", () => {
    const parsed = researchSchema.parse(report);
    expect(parsed.malware[0]).toMatchObject({ isFamily: true, aliases: [] });
    expect(parsed.indicators[1]?.value).toBe("ab".repeat(32));
    expect(parsed.rules[0]?.kind).toBe("yara");
    expect(
      researchSchema.parse({ ...report, rules: [{ file: "x.yml", title: "Sigma" }] }).rules[0]
        ?.kind,
    ).toBe("sigma");
  });

  it("publishes only TLP:CLEAR", () => {
    expect(problems({ ...report, tlp: "TLP:AMBER" })).toEqual([
      "tlp: TLP:AMBER: only TLP:CLEAR reports are published; keep this report out of the site",
    ]);
    expect(problems({ ...report, tlp: "TLP:WHITE" })[0]).toMatch(/write TLP:CLEAR/);
    expect(problems({ ...report, tlp: undefined })[0]).toMatch(/^tlp: /);
  });

  it("refuses unknown and retired ATT&CK techniques, naming the release or the successor", () => {
    expect(problems({ ...report, techniques: ["T9999"] })).toEqual([
      `techniques.0: T9999 is not in ATT&CK Enterprise ${attack.attackVersion}: check the id at attack.mitre.org`,
    ]);
    const retired = attack.retired[0];
    if (retired)
      expect(problems({ ...report, techniques: [retired.id] })[0]).toMatch(
        new RegExp(`^techniques\\.0: ${retired.id} was ${retired.status} in ATT&CK: use `),
      );
    expect(problems({ ...report, techniques: ["1059"] })[0]).toMatch(/like T1059/);
    expect(problems({ ...report, techniques: [live, live] })[0]).toMatch(
      /^techniques\.1: technique .* listed twice/,
    );
  });

  it("names the indicator's index and value in each problem", () => {
    const indicators = [
      ...report.indicators,
      { type: "md5", value: "abc" },
      { type: "ipv4", value: "10.0.0.8" },
      { type: "ipv4", value: "192.0.2.10" },
    ];
    expect(problems({ ...report, indicators })).toEqual([
      'indicators.2.value: indicator 2 ("abc"): a MD5 hash is 32 hexadecimal digits; this is 3 characters',
      expect.stringMatching(
        /^indicators\.3\.value: indicator 3 \("10\.0\.0\.8"\): 10\.0\.0\.0\/8 is private \(RFC 1918\), so no host on the internet has it: refused unless marked `private: true`$/,
      ),
      'indicators.4.value: indicator 4 ("192.0.2.10"): indicator 0 has this value already',
    ]);
    expect(
      problems({ ...report, indicators: [{ type: "ipv4", value: "10.0.0.8", private: true }] }),
    ).toEqual([]);
    expect(
      problems({
        ...report,
        indicators: [
          { type: "domain", value: "x.example", firstSeen: "2026-02-01", lastSeen: "2026-01-01" },
        ],
      })[0],
    ).toMatch(/^indicators\.0\.lastSeen: /);
    expect(problems({ ...report, indicators: [{ type: "onion", value: "x" }] })[0]).toMatch(
      /^indicators\.0\.type: Expected one of/,
    );
  });

  it("checks the dates' order, the authors, actors' kinds and rule file names", () => {
    expect(problems({ ...report, lastSeen: "2025-12-31" })).toEqual([
      "lastSeen: 2025-12-31 is before firstSeen 2026-01-10",
    ]);
    expect(problems({ ...report, updated: "2026-03-01" })[0]).toMatch(/^updated: /);
    expect(problems({ ...report, authors: [] })[0]).toMatch(/^authors: Name at least one author/);
    expect(problems({ ...report, actors: [{ name: "X", kind: "gang" }] })[0]).toMatch(
      /^actors\.0\.kind: Expected threat-actor or intrusion-set/,
    );
    expect(problems({ ...report, rules: [{ file: "rules/x.py", title: "X" }] })[0]).toMatch(
      /^rules\.0\.file: Expected a rule file name/,
    );
    expect(problems({ ...report, firstSeen: undefined })).toEqual([
      expect.stringMatching(/^firstSeen: /),
    ]);
  });
});
