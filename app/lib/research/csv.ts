/**
 * A report's indicators as CSV (RFC 4180: CRLF line ends, a field quoted when it holds a comma,
 * a quote or a line break, quotes doubled), one row per indicator, for blocklists and SIEM imports: values
 * exact for those tools, and no cell that a spreadsheet opens as a formula. */
import type { ResolvedReport } from "./report";

// OWASP's CSV injection guidance (and ASVS 1.2.10): a spreadsheet opens a cell starting with one of these as a
// formula. Also caught behind leading spaces or invisible characters, and in full-width form (＝, ＋...).
const FORMULA_START = /^[=+\-@\t\r\0]/;
const IGNORED_LEAD = /^[\s\p{Cc}\p{Cf}]+/u;

/** Whether a spreadsheet could read this cell as a formula. */
function startsFormula(value: string): boolean {
  return (
    FORMULA_START.test(value) ||
    FORMULA_START.test(value.normalize("NFKC").replace(IGNORED_LEAD, ""))
  );
}

/** A field exactly as given, quoted only where RFC 4180 needs it. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * A value tools match byte for byte (an indicator, a date, a link): never altered, so one that would start a
 * formula is a bug here (the content check refuses such indicators) and stops the build. */
function exactField(value: string): string {
  if (startsFormula(value))
    throw new Error(
      `indicators CSV: ${JSON.stringify(value.slice(0, 40))} would open as a spreadsheet formula`,
    );
  return csvField(value);
}

/** Free text for people (a description): one that would start a formula gets OWASP's single quote, quoted. */
export function csvText(value: string): string {
  return startsFormula(value) ? `"'${value.replaceAll('"', '""')}"` : csvField(value);
}

export function indicatorsCsv(report: ResolvedReport): string {
  const header = ["type", "value", "description", "first_seen", "last_seen", "report"].join(",");
  return [
    header,
    ...report.indicators.map((indicator) =>
      [
        exactField(indicator.type),
        exactField(indicator.value),
        csvText(indicator.description ?? ""),
        exactField(indicator.firstSeen ?? ""),
        exactField(indicator.lastSeen ?? ""),
        exactField(report.url),
      ].join(","),
    ),
  ]
    .map((line) => `${line}\r\n`)
    .join("");
}
