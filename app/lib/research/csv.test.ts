import { describe, expect, it } from "vitest";
import { csvField, indicatorsCsv } from "./csv";
import { fixtureReport } from "../../../test/research-report";

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
  });
});
