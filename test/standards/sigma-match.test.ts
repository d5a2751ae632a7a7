import { describe, expect, it } from "vitest";
import { SigmaUnsupported, sigmaMatches } from "./sigma-match.ts";

const rule = (detection: string) =>
  `title: Example\nlogsource:\n  product: windows\ndetection:\n${detection}`;

describe("sigmaMatches", () => {
  const runKey = rule(
    [
      "  selection_key:",
      "    TargetObject|contains: '\\Software\\Microsoft\\Windows\\CurrentVersion\\Run\\'",
      "  selection_value:",
      "    - TargetObject|endswith: '\\ExampleUpdate'",
      "    - Details|contains: '\\Users\\Public\\'",
      "  condition: all of selection_*",
      "",
    ].join("\n"),
  );
  const key = "HKU\\S-1-5-21-1\\Software\\Microsoft\\Windows\\CurrentVersion\\Run\\";

  it("ANDs a map's fields, ORs a list of maps, and takes backslashes literally, case-insensitively", () => {
    expect(
      sigmaMatches(runKey, { TargetObject: `${key}ExampleUpdate`, Details: "C:\\x.exe" }),
    ).toBe(true);
    expect(
      sigmaMatches(runKey, { TargetObject: `${key}Other`, Details: "C:\\USERS\\public\\x.exe" }),
    ).toBe(true);
    expect(
      sigmaMatches(runKey, { TargetObject: `${key}Other`, Details: "C:\\Program Files\\x.exe" }),
    ).toBe(false);
    expect(sigmaMatches(runKey, { TargetObject: "HKLM\\Software\\Other\\ExampleUpdate" })).toBe(
      false,
    );
  });

  it("ORs a field's list of values unless |all, and anchors startswith, endswith and plain values", () => {
    const r = (field: string, values: string) =>
      rule(`  selection:\n    ${field}: ${values}\n  condition: selection\n`);
    expect(
      sigmaMatches(r("Image|endswith", "['\\a.exe', '\\b.exe']"), { Image: "C:\\B.EXE" }),
    ).toBe(true);
    expect(sigmaMatches(r("Image|endswith", "['\\a.exe']"), { Image: "C:\\a.exe.bak" })).toBe(
      false,
    );
    expect(
      sigmaMatches(r("CommandLine|contains|all", "['-nop', '-enc ']"), {
        CommandLine: "x -enc AA",
      }),
    ).toBe(false);
    expect(
      sigmaMatches(r("CommandLine|contains|all", "['-nop', '-enc ']"), {
        CommandLine: "x -nop -enc AA",
      }),
    ).toBe(true);
    expect(
      sigmaMatches(r("Image|startswith", "'C:\\Windows\\'"), { Image: "D:\\C:\\Windows\\x" }),
    ).toBe(false);
    expect(
      sigmaMatches(r("Image", "'*\\power?hell.exe'"), { Image: "C:\\x\\powershell.exe" }),
    ).toBe(true);
    expect(sigmaMatches(r("Image", "'a\\*b'"), { Image: "a*b" })).toBe(true);
    expect(sigmaMatches(r("Image", "'a\\*b'"), { Image: "axxb" })).toBe(false);
    expect(sigmaMatches(r("Image|cased", "'A.exe'"), { Image: "a.exe" })).toBe(false);
    expect(sigmaMatches(r("Image|re", "'^C:\\\\[a-z]+\\.exe$'"), { Image: "C:\\abc.exe" })).toBe(
      true,
    );
    expect(sigmaMatches(r("Image|re", "'^c:'"), { Image: "C:\\abc.exe" })).toBe(false);
    expect(sigmaMatches(r("Image|re|i", "'^c:'"), { Image: "C:\\abc.exe" })).toBe(true);
    expect(sigmaMatches(r("GrantedAccess", "'0x1010'"), {})).toBe(false);
    expect(sigmaMatches(r("ParentImage", "null"), {})).toBe(true);
    expect(sigmaMatches(r("EventID", "4688"), { EventID: 4688 })).toBe(true);
  });

  it("evaluates and, or, not, parentheses, 1 of and all of them", () => {
    const searches = "  a:\n    X: '1'\n  b:\n    Y: '1'\n  _helper:\n    Z: '1'\n";
    const cases: [string, Record<string, string>, boolean][] = [
      ["a and not b", { X: "1", Y: "1" }, false],
      ["a and not b", { X: "1" }, true],
      ["a or b and _helper", { X: "1" }, true],
      ["(a or b) and _helper", { X: "1" }, false],
      ["1 of them", { Y: "1" }, true],
      ["all of them", { X: "1", Y: "1" }, true],
      ["any of them", { Z: "1" }, false],
      ["not 1 of _*", { Z: "1" }, false],
    ];
    for (const [condition, event, expected] of cases)
      expect(sigmaMatches(rule(`${searches}  condition: ${condition}\n`), event), condition).toBe(
        expected,
      );
    expect(
      sigmaMatches(rule("  keywords:\n    - 'evil-marker'\n  condition: keywords\n"), {
        Msg: "an EVIL-MARKER here",
      }),
    ).toBe(true);
  });

  it("refuses what it cannot evaluate, by name, rather than guess", () => {
    const r = (detection: string) => () => sigmaMatches(rule(detection), {});
    expect(r("  s:\n    Ip|cidr: '10.0.0.0/8'\n  condition: s\n")).toThrow(/modifier "cidr"/);
    expect(r("  s:\n    X: '1'\n  condition: s | count() > 5\n")).toThrow(/aggregation/);
    expect(r("  s:\n    X: '1'\n  condition: t\n")).toThrow(/no search "t"/);
    expect(r("  s:\n    X: '1'\n  condition: 1 of x*\n")).toThrow(/no search matches "x\*"/);
    expect(r("  s:\n    X: '1'\n  condition: (s\n")).toThrow(SigmaUnsupported);
    expect(r("  s:\n    X: '1'\n  timeframe: 5m\n  condition: s\n")).toThrow(/timeframe/);
  });
});
