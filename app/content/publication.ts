// Drafts and entries dated after the build stay out, decided once (content-layer/addresses.ts) so no
// consumer filters on its own (docs/editing.md, Drafts).

import { z } from "zod";

export type Hidden =
  { reason: "draft"; file: string } | { reason: "scheduled"; file: string; date: string };

/** In UTC; `BUILD_DATE` builds a later day's site. */
export function buildDate(
  value: string | undefined = typeof process === "undefined" ? undefined : process.env.BUILD_DATE,
  now = new Date(),
): string {
  if (value === undefined || value === "") return now.toISOString().slice(0, 10);
  // zod's day refuses days that do not exist (2030-02-30).
  if (!z.iso.date().safeParse(value).success)
    throw new Error(
      `BUILD_DATE: "${value}" is not a date written YYYY-MM-DD (leave it unset for today)`,
    );
  return value;
}

/** YAML may hand over a Date; content always means the written day. */
const dayOf = (value: unknown): string | undefined =>
  value instanceof Date
    ? value.toISOString().slice(0, 10)
    : typeof value === "string"
      ? value.trim()
      : undefined;

/** `waits`: the collection waits for an entry's date. */
export function hiddenStatus(
  waits: boolean,
  data: unknown,
  file: string,
  today: string,
): Hidden | undefined {
  const fields = data && typeof data === "object" ? (data as Record<string, unknown>) : {};
  if (fields.draft === true) return { reason: "draft", file };
  const date = waits ? dayOf(fields.date) : undefined;
  if (date && /^\d{4}-\d{2}-\d{2}$/.test(date) && date > today)
    return { reason: "scheduled", file, date };
  return undefined;
}

export interface Catalog {
  live: ReadonlySet<string>;
  hidden: ReadonlyMap<string, Hidden>;
}

export interface LinkTargets {
  has(path: string): boolean;
  why?(path: string): string | undefined;
}

/** A draft may link to hidden entries; a scheduled one to those live by its date. */
export function linkTargets(catalog: Catalog, own?: Hidden): LinkTargets {
  return {
    has(path) {
      if (catalog.live.has(path)) return true;
      const target = catalog.hidden.get(path);
      if (!target || !own) return false;
      if (own.reason === "draft") return true;
      return target.reason === "scheduled" && target.date <= own.date;
    },
    why(path) {
      const target = catalog.hidden.get(path);
      if (!target) return undefined;
      if (target.reason === "draft")
        return `links to a draft: ${path} is not on the site while ${target.file} has "draft: true": remove the link, or publish that entry first`;
      const later =
        own?.reason === "scheduled" ? `, or date this entry on or after ${target.date}` : "";
      return `links to an entry not published yet: ${path} appears on ${target.date} (the date in ${target.file}): remove the link until then${later}`;
    },
  };
}
