import type { SectionOf } from "~/content/types";
import { Icon } from "~/components/ui/icon";
import type { Glyph } from "~/components/ui/icon-glyphs";

/** Status colours always travel with an icon and a word: never colour alone (WCAG 1.4.1). */
const tones = {
  danger: "bg-red-50 text-red-800 ring-red-200",
  high: "bg-orange-50 text-orange-900 ring-orange-200",
  caution: "bg-amber-50 text-amber-900 ring-amber-200",
  ok: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  info: "bg-sky-50 text-sky-800 ring-sky-200",
  neutral: "bg-slate-100 text-slate-700 ring-slate-300",
} as const;

type Look = { tone: keyof typeof tones; icon: Glyph; label: string };
type Dashboard = SectionOf<"dashboard">;

export const severityLook: Record<Dashboard["feed"][number]["severity"], Look> = {
  critical: { tone: "danger", icon: "octagon-alert", label: "Critical" },
  high: { tone: "high", icon: "alert", label: "High" },
  medium: { tone: "caution", icon: "circle-dot", label: "Medium" },
};

export const alertLook: Record<Dashboard["alerts"][number]["status"], Look> = {
  critical: { tone: "danger", icon: "octagon-alert", label: "Critical" },
  warning: { tone: "caution", icon: "alert", label: "Warning" },
  info: { tone: "info", icon: "info", label: "Info" },
};

export const statLook: Record<SectionOf<"stat-cards">["items"][number]["status"], Look> = {
  critical: { tone: "danger", icon: "octagon-alert", label: "Critical" },
  warning: { tone: "caution", icon: "alert", label: "Warning" },
  normal: { tone: "neutral", icon: "circle-check", label: "Normal" },
  improved: { tone: "ok", icon: "trending-up", label: "Improved" },
};

export const huntLook: Record<Dashboard["hunts"][number]["status"], Look> = {
  "In Progress": { tone: "info", icon: "activity", label: "In Progress" },
  Scheduled: { tone: "neutral", icon: "calendar-clock", label: "Scheduled" },
  Completed: { tone: "ok", icon: "circle-check", label: "Completed" },
};

export const workflowLook: Record<SectionOf<"workflow-status">["items"][number]["state"], Look> = {
  active: { tone: "ok", icon: "zap", label: "Active" },
  paused: { tone: "caution", icon: "pause", label: "Paused" },
  scheduled: { tone: "info", icon: "calendar-clock", label: "Scheduled" },
};

export function StatusTag({ look, prefix }: { look: Look; prefix?: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[look.tone]}`}
    >
      <Icon name={look.icon} className="size-3.5" />
      {prefix && <span className="sr-only">{prefix}: </span>}
      {look.label}
    </span>
  );
}
