// Indicators as RFC 4180 CSV for blocklists and SIEM imports: values exact, and no cell that a
// spreadsheet opens as a formula.
import type { ResolvedReport } from "./report";

// OWASP's CSV injection guidance (ASVS 1.2.10); also behind leading invisible characters and in
// full-width form.
const FORMULA_START = /^[=+\-@\t\r\0]/;
const IGNORED_LEAD = /^[\s\p{Cc}\p{Cf}]+/u;

function startsFormula(value: string): boolean {
  return (
    FORMULA_START.test(value) ||
    FORMULA_START.test(value.normalize("NFKC").replace(IGNORED_LEAD, ""))
  );
}

export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Tools match these byte for byte, so a formula is never altered: the content check should have refused it. */
function exactField(value: string): string {
  if (startsFormula(value))
    throw new Error(
      `indicators CSV: ${JSON.stringify(value.slice(0, 40))} would open as a spreadsheet formula`,
    );
  return csvField(value);
}

/** Free text for people: a formula gets OWASP's single quote. */
function csvText(value: string): string {
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
