import type { Severity } from "~/content/cvss";

const tones: Record<Severity, string> = {
  CRITICAL: "border-red-700 bg-red-50 text-red-800",
  HIGH: "border-orange-700 bg-orange-50 text-orange-900",
  MEDIUM: "border-amber-700 bg-amber-50 text-amber-900",
  LOW: "border-slate-500 bg-slate-50 text-slate-800",
  NONE: "border-slate-400 bg-white text-slate-700",
};

/** An advisory's severity and CVSS v3.1 base score, in words and figures (never colour alone). */
export function SeverityBadge({ severity, score }: { severity: Severity; score: number }) {
  const word = severity.charAt(0) + severity.slice(1).toLowerCase();
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-semibold ${tones[severity]}`}>
      {word}
      <span className="font-normal tabular-nums">CVSS {score.toFixed(1)}</span>
    </span>
  );
}
