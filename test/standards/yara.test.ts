import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compileYara, yaraMatches } from "./yara.ts";

const dir = mkdtempSync(path.join(tmpdir(), "yara-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const ruleFile = (name: string, text: string) => {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
};

describe("compileYara", () => {
  it("compiles a valid rule", () => {
    const file = ruleFile(
      "ok.yar",
      [
        "rule Example_Loader_Marker",
        "{",
        '    meta:\n        description = "Fictional marker string for the tests"',
        '    strings:\n        $a = "example-loader-marker" ascii wide\n        $b = { 6A 40 68 00 30 00 00 }',
        "    condition:\n        any of them",
        "}",
      ].join("\n"),
    );
    expect(compileYara(file)).toEqual([]);
  });

  it("reports YARA's error for a rule that does not compile, with the file and line", () => {
    const file = ruleFile(
      "broken.yar",
      'rule broken\n{\n    strings:\n        $a = "example-marker"\n    condition:\n        $a and $b\n}\n',
    );
    expect(compileYara(file)).toEqual([
      expect.stringMatching(/^error: .*broken\.yar\(\d+\): undefined string "\$b"/),
    ]);
  });

  it("reports a syntax error", () => {
    const file = ruleFile("syntax.yar", "rule syntax {\n    condition:\n        true and\n}\n");
    expect(compileYara(file)).toContainEqual(expect.stringMatching(/^error: .*syntax\.yar\(\d+\)/));
  });

  it("counts a warning as a problem", () => {
    const file = ruleFile(
      "slow.yar",
      "rule slow\n{\n    strings:\n        $a = { 00 ?? }\n    condition:\n        $a\n}\n",
    );
    expect(compileYara(file)).toEqual([
      expect.stringMatching(/^warning: .*may slow down scanning/),
    ]);
  });
});

describe("yaraMatches", () => {
  it("names the rules of a file that match, and none for a file they miss", () => {
    const rules = ruleFile(
      "scan.yar",
      'rule Marker_A { strings: $a = "example-marker-a" condition: $a }\nrule Marker_B { strings: $b = "example-marker-b" condition: $b }\n',
    );
    expect(yaraMatches(rules, ruleFile("both.txt", "example-marker-b example-marker-a"))).toEqual([
      "Marker_A",
      "Marker_B",
    ]);
    expect(yaraMatches(rules, ruleFile("none.txt", "nothing here"))).toEqual([]);
    expect(() => yaraMatches(ruleFile("bad.yar", "rule {"), rules)).toThrow(/bad\.yar/);
  });
});
