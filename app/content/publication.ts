// Which entries are on the site in this build: drafts and articles or reports dated after the build stay out, decided
// once (app/content-layer/addresses.ts) and left out of the read collections, so no consumer filters on
// its own. A link to an entry not on the site fails the build (docs/editing.md, Drafts).

import { z } from "zod";

export type Hidden =
  { reason: "draft"; file: string } | { reason: "scheduled"; file: string; date: string };

/** The build's date, YYYY-MM-DD in UTC: `BUILD_DATE` when set (tests, a later day's site), else today. */
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

/** YAML may hand a date over as a Date; content always means the written day. */
const dayOf = (value: unknown): string | undefined =>
  value instanceof Date
    ? value.toISOString().slice(0, 10)
    : typeof value === "string"
      ? value.trim()
      : undefined;

/** Why the entry in `file` (its data as written; `waits`: its collection waits for an entry's date) is not on
 * the site of the build dated `today`, or undefined when it is. */
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

/** The addresses of one build: those on the site, and those of entries kept out, with why. */
export interface Catalog {
  live: ReadonlySet<string>;
  hidden: ReadonlyMap<string, Hidden>;
}

/** What a content link may lead to (app/content/resolve.ts asks `has`, then `why` for its message). */
export interface LinkTargets {
  has(path: string): boolean;
  why?(path: string): string | undefined;
}

/** Where one entry's links may lead: pages on the site; from a draft, hidden entries too; from a scheduled
 * article, articles scheduled on or before its date (live by then). `own` is the linking entry's status. */
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
