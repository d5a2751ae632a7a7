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

  it("takes STIX's and MISP's words for the report's facts, and refuses others, listing the allowed", () => {
    const actor = {
      name: "Example Actor",
      kind: "threat-actor",
      types: ["crime-syndicate"],
      motivation: "personal-gain",
      sophistication: "intermediate",
    };
    const full = {
      ...report,
      actors: [actor],
      malware: [{ name: "ExampleLocker", types: ["ransomware"] }],
      reportTypes: ["threat-report", "malware"],
      confidence: 85,
      threatLevel: "high",
      analysis: "ongoing",
    };
    expect(problems(full)).toEqual([]);
    expect(researchSchema.parse(report)).toMatchObject({ reportTypes: [] });
    expect(
      problems({
        ...full,
        malware: [{ name: "X", types: ["Ransomware"] }],
        actors: [{ ...actor, motivation: "money" }],
        confidence: 101,
        threatLevel: "critical",
      }),
    ).toEqual([
      expect.stringMatching(/^actors\.0\.motivation: Expected one of: accidental, /),
      expect.stringMatching(/^malware\.0\.types\.0: Expected one of: adware, /),
      "confidence: Expected a whole number from 0 to 100",
      "threatLevel: Expected one of: high, medium, low",
    ]);
    // STIX gives an intrusion set a motivation, but no types and no sophistication.
    expect(
      problems({ ...full, actors: [{ ...actor, name: "Set", kind: "intrusion-set" }] }),
    ).toEqual([
      "actors.0.types: only a threat-actor has types in STIX; Set is an intrusion-set",
      "actors.0.sophistication: only a threat-actor has sophistication in STIX; Set is an intrusion-set",
    ]);
  });

  it("takes a role only where the type leaves it open, and an expiry after the indicator is first valid", () => {
    const indicators = [
      { type: "email", value: "pay@locker.example", role: "contact" },
      { type: "ipv4", value: "192.0.2.10", role: "source", validUntil: "2026-06-01" },
      { type: "domain", value: "c2.example", role: "sender" },
      { type: "ipv6", value: "2001:db8::1", role: "contact" },
      {
        type: "url",
        value: "https://c2.example/a",
        firstSeen: "2026-02-01",
        validUntil: "2026-02-01",
      },
    ];
    expect(problems({ ...report, indicators })).toEqual([
      'indicators.2.role: indicator 2 ("c2.example"): only ipv4, ipv6, email indicators take a role',
      'indicators.3.role: indicator 3 ("2001:db8::1"): an ipv6 indicator\'s role is destination or source',
      'indicators.4.validUntil: indicator 4 ("https://c2.example/a"): 2026-02-01 is not after 2026-02-01, when it is first valid (its firstSeen, or the report\'s)',
    ]);
  });

  it("dates what an update added or changed within the report's own date and last update", () => {
    const updated = { ...report, updated: "2026-03-20" };
    const indicators = [
      { type: "ipv4", value: "192.0.2.10" },
      { type: "ipv4", value: "192.0.2.11", added: "2026-03-20" },
      { type: "ipv4", value: "192.0.2.12", added: "2026-03-01" },
      { type: "ipv4", value: "192.0.2.13", added: "2026-03-21" },
      { type: "ipv4", value: "192.0.2.14", added: "2026-03-20", updated: "2026-03-10" },
    ];
    expect(problems({ ...updated, indicators })).toEqual([
      "indicators.2.added: 2026-03-01 is before the report's date 2026-03-02",
      "indicators.3.added: 2026-03-21 is after the report's last change 2026-03-20: set the report's updated to 2026-03-21",
      "indicators.4.updated: 2026-03-10 is before added 2026-03-20",
    ]);
    // Without an updated, the report has not changed since its date: nothing can have been added later.
    expect(problems({ ...report, malware: [{ name: "X", updated: "2026-03-05" }] })[0]).toMatch(
      /^malware\.0\.updated: 2026-03-05 is after the report's last change 2026-03-02/,
    );
    expect(problems({ ...updated, rules: [{ ...report.rules[0], added: "2026-03-20" }] })).toEqual(
      [],
    );
  });

  it("takes a group or software of the pinned ATT&CK data by its id", () => {
    const group = attack.named.find((entry) => entry.type === "intrusion-set");
    const software = attack.named.find((entry) => entry.type === "malware");
    expect(
      problems({
        ...report,
        actors: [{ name: "X", kind: "intrusion-set", attack: group?.id }],
        malware: [{ name: "Y", attack: software?.id }],
      }),
    ).toEqual([]);
  });

  it("refuses an ATT&CK id of the wrong kind, or one the pinned data does not hold", () => {
    expect(
      problems({ ...report, actors: [{ name: "X", kind: "intrusion-set", attack: "S0154" }] }),
    ).toEqual(["actors.0.attack: Expected an ATT&CK group id like G0010"]);
    expect(
      problems({ ...report, actors: [{ name: "X", kind: "intrusion-set", attack: "G9999" }] }),
    ).toEqual([expect.stringMatching(/^actors\.0\.attack: G9999/)]);
    expect(problems({ ...report, malware: [{ name: "X", attack: "G0010" }] })).toEqual([
      "malware.0.attack: Expected an ATT&CK software id like S0154",
    ]);
  });
});
