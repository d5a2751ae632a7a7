import { iconNames } from "../../content/schema/fields.ts";

/** The glyphs only the site's own parts draw, besides the icons content may name. */
const uiGlyphs = [
  "arrow-right",
  "chevron-down",
  "circle-check",
  "copy",
  "external-link",
  "home",
  "menu",
  "rotate-cw",
  "x",
  "calendar-clock",
  "circle-dot",
  "flask",
  "info",
  "octagon-alert",
  "pause",
] as const;

export type Glyph = (typeof iconNames)[number] | (typeof uiGlyphs)[number];

/** lucide's name where it is not ours. */
const lucideNames: Partial<Record<Glyph, string>> = {
  alert: "triangle-alert",
  "bar-chart": "chart-column",
  building: "building-2",
  clipboard: "clipboard-check",
  code: "code-xml",
  fingerprint: "fingerprint-pattern",
  graduation: "graduation-cap",
  key: "key-round",
  "line-chart": "chart-line",
  refresh: "refresh-cw",
  home: "house",
  flask: "flask-conical",
};

/** Drawings read at build (scripts/icon-drawings.ts) and written into the HTML: no request, no JavaScript. */
export const iconGlyphs = Object.fromEntries(
  [...iconNames, ...uiGlyphs].map((glyph) => [glyph, lucideNames[glyph] ?? glyph]),
) as Record<Glyph, string>;
