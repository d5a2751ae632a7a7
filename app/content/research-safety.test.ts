/**
 * What a careless or hostile edit of a report must never publish: a marking on the wrong level, a
 * misspelt draft, a report before its date, a value too large for the tools, a file from outside the
 * content folder. Each edit is made to the tests' own sample report (test/research-sample.ts).
 */
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { researchSample } from "../../test/research-sample";

const buildWith = researchSample("research-safety");
const SAMPLE = "refusal-sample";
/** The report's front matter with `line` added after the line starting with `after`. */
const add = (after: string, line: string) => (text: string) =>
  text.replace(new RegExp(`^(${after}.*)$`, "m"), `$1\n${line}`);

describe("a report publishes only what it means to, under TLP:CLEAR", () => {
  it("a marking below the report is refused, saying only the report carries one", async () => {
    for (const [name, edit, field] of [
      ["indicator", add("    value: refusal-sample.example", "    tlp: TLP:RED"), "indicators.0"],
      ["malware", add("  - name: RefusalLoader", "    marking: TLP:AMBER"), "malware.0"],
    ] as const) {
      const { report, message } = await buildWith(`marking-${name}`, { report: edit });
      expect(message).toContain(`${report}: ${field}: unknown field`);
      expect(message).toContain("only a research report carries a marking");
    }
  });

  it("a misspelt draft is refused with the spelling to use, never published", async () => {
    for (const key of ["Draft", "drafts"]) {
      const { report, message } = await buildWith(`misspelt-${key}`, {
        report: add("tlp:", `${key}: true`),
      });
      expect(message).toContain(`${report}: unknown field "${key}": write draft`);
    }
  });

  it("another TLP word anywhere in the report or its rules is refused, with the line", async () => {
    const body = await buildWith("marking-body", {
      report: (text) => `${text}\nShared with partners as TLP:AMBER+STRICT until May.\n`,
    });
    expect(body.message).toMatch(
      new RegExp(`${body.report}: line \\d+: TLP:AMBER\\+STRICT marks what may not be published`),
    );
    const described = await buildWith("marking-description", {
      report: add("    value: refusal-sample.example", "    description: seen by a tlp red source"),
    });
    expect(described.message).toContain("TLP:RED marks what may not be published");
    const rule = await buildWith("marking-rule", {
      yara: (text) => text.replace("rule Refusal_Sample", "// TLP:GREEN\nrule Refusal_Sample"),
    });
    expect(rule.message).toContain(
      `${path.join(rule.rules, `${SAMPLE}.yar`)}: line 1: TLP:GREEN marks what may not be published`,
    );
  });
});

describe("a report waits for its date", () => {
  const tomorrow = new Date(Date.now() + 864e5).toISOString().slice(0, 10);
  const dated = (text: string) =>
    text
      .replace("date: 2026-03-02", `date: ${tomorrow}`)
      .replace(/lastSeen: .*/, "lastSeen: 2026-02-20");

  it("is left out of the build before its date, its rules waiting with it, and in on the day", async () => {
    const before = await buildWith("embargo", { report: dated });
    expect(before.message).toBe("built");
    expect(before.research.map((report) => report.slug)).not.toContain(SAMPLE);
    const onTheDay = await buildWith("embargo-day", { report: dated, buildDate: tomorrow });
    expect(onTheDay.message).toBe("built");
    expect(onTheDay.research.map((report) => report.slug)).toContain(SAMPLE);
  });
});

describe("limits, with messages that quote a value only in part", () => {
  it("an indicator value of 100,000 characters", async () => {
    const huge = `https://refusal-sample.example/${"a".repeat(100_000)}`;
    const { report, message } = await buildWith("huge-value", {
      report: (text) =>
        text.replace(
          "  - type: domain\n    value: refusal-sample.example",
          `  - type: url\n    value: ${huge}`,
        ),
    });
    expect(message).toContain(`${report}: indicators.0.value:`);
    expect(message).toContain("at most 2,048 characters");
    expect(message.length).toBeLessThan(1000);
  });

  it("a bundle with too many relationships", async () => {
    const malware = Array.from({ length: 40 }, (_, index) => `  - name: Family${index}`).join("\n");
    const indicators = Array.from(
      { length: 300 },
      (_, index) => `  - type: domain\n    value: host${index}.refusal-sample.example`,
    ).join("\n");
    const { report, message } = await buildWith("relationships", {
      report: (text) =>
        text
          .replace("  - name: RefusalLoader", malware)
          .replace(/indicators:\n(?: {2}.*\n)+/, `indicators:\n${indicators}\n`),
    });
    expect(message).toMatch(
      new RegExp(`${report}: indicators: \\d{2},\\d{3} relationships in one STIX bundle`),
    );
  });

  it("a report file over 1 MB, and a rule file over 256 KB", async () => {
    const padding = `\n${"Padding text. ".repeat(80_000)}\n`;
    const big = await buildWith("big-report", { report: (text) => text + padding });
    expect(big.message).toContain(`${big.report}: 1.1 MB: a content file has at most 1 MB`);
    const rule = await buildWith("big-rule", {
      yara: (text) => `${text}\n// ${"x".repeat(300_000)}\n`,
    });
    expect(rule.message).toContain("a rule file has at most 256 KB");
  });
});

describe("names and files", () => {
  it("a report named like the research section's own files, or not as an address", async () => {
    for (const name of ["misp", "techniques", "Lumen Drift", "lumen_drift"]) {
      const { content, message } = await buildWith(`name-${name.replace(/\W/g, "-")}`, {
        prepare: (dir) => writeFileSync(path.join(dir, "research", `${name}.md`), "---\n---\n"),
      });
      expect(message).toContain(`${content}/research/${name}.md: `);
    }
  });

  it("a rule file linking outside the content folder, and a linked report", async () => {
    const outside = path.resolve(".tmp", "research-safety-outside.yar");
    mkdirSync(path.dirname(outside), { recursive: true });
    writeFileSync(outside, 'rule Outside { strings: $a = "x" condition: $a }\n');
    const { content, message } = await buildWith("symlink", {
      prepare: (dir) => {
        const rule = path.join(dir, "research", "rules", `${SAMPLE}.yar`);
        rmSync(rule);
        symlinkSync(outside, rule);
        symlinkSync(
          path.join(dir, "research", `${SAMPLE}.md`),
          path.join(dir, "research", "copy.md"),
        );
      },
    });
    expect(message).toContain(`${content}/research/rules/${SAMPLE}.yar: a symbolic link`);
    expect(message).toContain(`${content}/research/copy.md: a symbolic link`);
  });
});
