import { describe, expect, it } from "vitest";
import { checkStixPattern } from "./stix-pattern.ts";
import { TLP_CLEAR_MARKING_ID, validateStixBundle } from "./stix.ts";

const T = "2026-01-05T10:00:00.000Z";
const id = (type: string, n: number) =>
  `${type}--00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const IDENTITY = id("identity", 1);
const common = {
  spec_version: "2.1",
  created: T,
  modified: T,
  created_by_ref: IDENTITY,
  object_marking_refs: [TLP_CLEAR_MARKING_ID],
};

/** A small bundle with every object type the research files publish. */
function bundle(): { type: string; id: string; objects: Record<string, unknown>[] } {
  return {
    type: "bundle",
    id: id("bundle", 1),
    objects: [
      {
        type: "identity",
        ...common,
        id: IDENTITY,
        name: "Example Co",
        identity_class: "organization",
      },
      {
        type: "marking-definition",
        spec_version: "2.1",
        id: TLP_CLEAR_MARKING_ID,
        created: "2022-10-01T00:00:00.000Z",
        name: "TLP:CLEAR",
        extensions: {
          "extension-definition--60a3c5c5-0d10-413e-aab3-9e08dde9e88d": {
            extension_type: "property-extension",
            tlp_2_0: "clear",
          },
        },
      },
      {
        type: "indicator",
        ...common,
        id: id("indicator", 1),
        name: "C2 address",
        indicator_types: ["malicious-activity"],
        pattern_type: "stix",
        valid_from: T,
        pattern:
          "[ipv4-addr:value = '192.0.2.10'] OR [file:hashes.'SHA-256' = '" + "a".repeat(64) + "']",
      },
      { type: "malware", ...common, id: id("malware", 1), name: "Example Loader", is_family: true },
      { type: "threat-actor", ...common, id: id("threat-actor", 1), name: "Example Actor" },
      { type: "intrusion-set", ...common, id: id("intrusion-set", 1), name: "Example Set" },
      {
        type: "attack-pattern",
        ...common,
        id: id("attack-pattern", 1),
        name: "PowerShell",
        external_references: [
          {
            source_name: "mitre-attack",
            external_id: "T1059.001",
            url: "https://attack.mitre.org/techniques/T1059/001/",
          },
        ],
      },
      {
        type: "relationship",
        ...common,
        id: id("relationship", 1),
        relationship_type: "indicates",
        source_ref: id("indicator", 1),
        target_ref: id("malware", 1),
      },
      {
        type: "report",
        ...common,
        id: id("report", 1),
        name: "Example report",
        published: T,
        report_types: ["threat-report"],
        object_refs: [
          id("indicator", 1),
          id("malware", 1),
          id("threat-actor", 1),
          id("intrusion-set", 1),
          id("attack-pattern", 1),
          id("relationship", 1),
        ],
      },
    ],
  };
}
const object = (b: ReturnType<typeof bundle>, type: string) =>
  b.objects.find((o) => o.type === type) ?? {};

describe("validateStixBundle", () => {
  it("accepts a bundle of the types we publish, with the TLP:CLEAR marking carried or only referred to", () => {
    expect(validateStixBundle(bundle())).toEqual([]);
    const withoutMarking = bundle();
    withoutMarking.objects = withoutMarking.objects.filter((o) => o.type !== "marking-definition");
    expect(validateStixBundle(withoutMarking)).toEqual([]);
  });

  it("refuses a reference to an object the bundle does not hold, naming the object and field", () => {
    const b = bundle();
    (object(b, "report").object_refs as string[]).push(id("malware", 9));
    object(b, "relationship").target_ref = id("threat-actor", 9);
    const problems = validateStixBundle(b);
    expect(problems).toContainEqual(
      expect.stringMatching(/report--.*object_refs\[6\] "malware--.*" is not in the bundle/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/relationship--.*target_ref "threat-actor--.*" is not in the bundle/),
    );
  });

  it("refuses a marking reference that is not a marking-definition, and an unknown marking", () => {
    const b = bundle();
    object(b, "malware").object_marking_refs = [IDENTITY];
    object(b, "threat-actor").object_marking_refs = [id("marking-definition", 7)];
    const problems = validateStixBundle(b);
    expect(problems).toContainEqual(
      expect.stringMatching(/malware--.*object_marking_refs\[0\] .* is not a marking-definition/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/threat-actor--.*object_marking_refs\[0\] .* is not in the bundle/),
    );
  });

  it("refuses modified before created, and duplicate ids", () => {
    const b = bundle();
    object(b, "malware").modified = "2025-12-31T00:00:00.000Z";
    b.objects.push({ ...object(b, "threat-actor") });
    const problems = validateStixBundle(b);
    expect(problems).toContainEqual(
      expect.stringMatching(/malware--.*modified .* is before created/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/objects\[9\] threat-actor--.*id used by an earlier object/),
    );
  });

  it("refuses a malformed pattern", () => {
    const b = bundle();
    object(b, "indicator").pattern = "[ipv4-addr:value = '192.0.2.10'";
    expect(validateStixBundle(b)).toContainEqual(
      expect.stringMatching(/indicator--.*pattern: expected AND, OR or '\]' at the end/),
    );
  });

  it("refuses what the schemas refuse: a missing required property, a badly formed name or timestamp", () => {
    const b = bundle();
    delete object(b, "indicator").valid_from;
    object(b, "malware").Title = "not lowercase"; // the schemas' custom-property rule refuses it
    object(b, "report").published = "yesterday";
    const problems = validateStixBundle(b);
    expect(problems).toContainEqual(
      expect.stringMatching(/indicator--.*must have required property 'valid_from'/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/malware--.*must NOT have additional properties \(Title\)/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/report--.*\/published must match pattern/),
    );
  });

  it("refuses a property STIX 2.1 does not define, which the schemas let through as custom", () => {
    const b = bundle();
    object(b, "report").title = "A title";
    expect(validateStixBundle(b)).toEqual([
      expect.stringMatching(/report--.*property "title" is not defined by STIX 2.1 for report/),
    ]);
  });

  it("refuses a value outside STIX's open vocabulary, naming the object and property", () => {
    const b = bundle();
    object(b, "malware").malware_types = ["ransomware", "Ransomware"];
    object(b, "threat-actor").primary_motivation = "money";
    object(b, "report").report_types = ["threat-report"];
    expect(validateStixBundle(b)).toEqual([
      expect.stringMatching(
        /malware--.*: malware_types "Ransomware" is not in STIX 2.1's vocabulary/,
      ),
      expect.stringMatching(
        /threat-actor--.*: primary_motivation "money" is not in STIX 2.1's vocabulary/,
      ),
    ]);
  });

  it("accepts a sighting of an indicator, and checks Sigma and YARA patterns with their own tools", () => {
    const b = bundle();
    const sigma = [
      "title: Example",
      "id: 0b8f3b4c-1f7e-4d2a-9c3e-5a6b7c8d9e0f",
      "status: experimental",
      "logsource:\n  product: windows",
      "detection:\n  selection:\n    Image|endswith: '\\x.exe'\n  condition: selection",
      "level: low",
      "",
    ].join("\n");
    const rule = (n: number, type: string, pattern: string) => ({
      ...object(b, "indicator"),
      id: id("indicator", n),
      pattern_type: type,
      pattern,
    });
    b.objects.push(
      rule(2, "sigma", sigma),
      rule(3, "yara", 'rule ok { strings: $a = "example-marker" condition: $a }'),
      {
        type: "sighting",
        ...common,
        id: id("sighting", 1),
        sighting_of_ref: id("indicator", 1),
        where_sighted_refs: [IDENTITY],
        first_seen: T,
        last_seen: T,
      },
    );
    expect(validateStixBundle(b)).toEqual([]);
    b.objects.push(
      rule(4, "sigma", sigma.replace("level: low", "level: severe")),
      rule(5, "yara", "rule broken { condition: $a }"),
      rule(6, "snort", "alert tcp any any -> any any"),
    );
    expect(validateStixBundle(b)).toEqual([
      expect.stringMatching(/indicator--.*000000000004: pattern: the Sigma rule: \/level/),
      expect.stringMatching(
        /indicator--.*000000000005: pattern: error: rule "broken" in the YARA rule\(1\): undefined string/,
      ),
      expect.stringMatching(
        /indicator--.*000000000006: pattern: pattern_type snort is not one we check/,
      ),
    ]);
  });

  it("refuses a bundle that is not a bundle", () => {
    expect(validateStixBundle({ type: "bundle", id: "bundle--nope", objects: [] })).not.toEqual([]);
    expect(validateStixBundle([])).toEqual(["the bundle is not a JSON object"]);
  });
});

describe("checkStixPattern", () => {
  const sha1 = "b".repeat(40);
  it.each([
    "[ipv4-addr:value = '198.51.100.7']",
    "[ipv4-addr:value = '203.0.113.0/24']",
    "[ipv6-addr:value = '2001:db8::1']",
    "[domain-name:value = 'c2.evil.example']",
    "[url:value = 'https://files.evil.example/a?b=c']",
    "[email-addr:value = 'billing@evil.example']",
    `[file:hashes.MD5 = '${"c".repeat(32)}' OR file:hashes.'SHA-1' = '${sha1}']`,
    "[domain-name:value = 'a.example' OR domain-name:value = 'b.example'] AND [url:value = 'http://a.example/it\\'s']",
    "[url:value = 'http://a.example/back\\\\slash']",
  ])("accepts %s", (pattern) => {
    expect(checkStixPattern(pattern)).toEqual([]);
  });

  it.each([
    ["", /empty/],
    ["ipv4-addr:value = '192.0.2.1'", /expected '\['/],
    ["[ipv4-addr:value = 192.0.2.1]", /unexpected/],
    ["[ipv4-addr:value = '192.0.2.1]", /unterminated string/],
    ["[url:value = 'http://a.example/\\n']", /invalid escape/],
    ["[ipv4-addr:value = '192.0.2.300']", /not a valid value/],
    ["[ipv6-addr:value = '2001:db8::/129']", /not a valid value/],
    ["[domain-name:value = '-bad-.example']", /not a valid value/],
    ["[file:hashes.'SHA-256' = 'abc']", /not 64 hexadecimal digits/],
    ["[file:hashes.SHA-256 = 'abc']", /unexpected/],
    ["[file:hashes.'SHA-512' = 'abc']", /not one we check/],
    ["[ipv4-addr:value != '192.0.2.1']", /unexpected|expected '='/],
    [
      "[ipv4-addr:value = '192.0.2.1' AND domain-name:value = 'a.example']",
      /AND joins ipv4-addr and domain-name/,
    ],
    [
      "[ipv4-addr:value = '192.0.2.1'] [url:value = 'http://a.example/']",
      /expected AND or OR between observations/,
    ],
    ["[process:name = 'x']", /outside the checked subset/],
    ["[ipv4-addr:value = '192.0.2.1'] OR", /expected '\[' at the end/],
  ])("refuses %j", (pattern, message) => {
    expect(checkStixPattern(pattern)).toContainEqual(expect.stringMatching(message));
  });
});
