/**
 * A report's indicators as CSV (RFC 4180: CRLF line ends, a field quoted when it holds a comma,
 * a quote or a line break, quotes doubled), one row per indicator, for blocklists and SIEM imports. */
import type { ResolvedReport } from "./report";

/**
 * Values stay as published, neither defanged nor prefixed against spreadsheet formulas: the tools this file
 * is for match them byte for byte. People read indicators on the page; a spreadsheet imports this as text. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

const row = (fields: readonly string[]) => `${fields.map(csvField).join(",")}\r\n`;

export function indicatorsCsv(report: ResolvedReport): string {
  return [
    row(["type", "value", "description", "first_seen", "last_seen", "report"]),
    ...report.indicators.map((indicator) =>
      row([
        indicator.type,
        indicator.value,
        indicator.description ?? "",
        indicator.firstSeen ?? "",
        indicator.lastSeen ?? "",
        report.url,
      ]),
    ),
  ].join("");
}
