import type { IconName } from "~/content/types";

/** Interface glyphs used by components (content names its icons with `IconName`). */
export type UiGlyph =
  | "arrow-right"
  | "calendar-clock"
  | "chevron-down"
  | "circle-check"
  | "circle-dot"
  | "copy"
  | "external-link"
  | "flask"
  | "home"
  | "info"
  | "menu"
  | "octagon-alert"
  | "pause"
  | "rotate-cw"
  | "x";

export type Glyph = IconName | UiGlyph;

/** Drawings read at build (scripts/icon-drawings.ts) and written into the HTML: no request, no JavaScript. */
export const iconGlyphs = {
  activity: "activity",
  alert: "triangle-alert",
  award: "award",
  "bar-chart": "chart-column",
  bell: "bell",
  bot: "bot",
  brain: "brain",
  briefcase: "briefcase",
  building: "building-2",
  check: "check",
  clipboard: "clipboard-check",
  clock: "clock",
  cloud: "cloud",
  code: "code-xml",
  cpu: "cpu",
  database: "database",
  eye: "eye",
  "file-check": "file-check",
  fingerprint: "fingerprint-pattern",
  globe: "globe",
  graduation: "graduation-cap",
  "heart-pulse": "heart-pulse",
  key: "key-round",
  landmark: "landmark",
  layers: "layers",
  "line-chart": "chart-line",
  lock: "lock",
  mail: "mail",
  "map-pin": "map-pin",
  network: "network",
  radar: "radar",
  refresh: "refresh-cw",
  scale: "scale",
  search: "search",
  server: "server",
  shield: "shield",
  "shield-alert": "shield-alert",
  "shield-check": "shield-check",
  siren: "siren",
  target: "target",
  "trending-up": "trending-up",
  "user-check": "user-check",
  users: "users",
  wifi: "wifi",
  workflow: "workflow",
  zap: "zap",
  "arrow-right": "arrow-right",
  "chevron-down": "chevron-down",
  "circle-check": "circle-check",
  copy: "copy",
  "external-link": "external-link",
  home: "house",
  menu: "menu",
  "rotate-cw": "rotate-cw",
  x: "x",
  "calendar-clock": "calendar-clock",
  "circle-dot": "circle-dot",
  flask: "flask-conical",
  info: "info",
  "octagon-alert": "octagon-alert",
  pause: "pause",
} as const satisfies Record<Glyph, string>;
