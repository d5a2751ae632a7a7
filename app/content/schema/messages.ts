// Messages for the person editing the file: a missing field says "Required", not zod's
// "expected string, received undefined"; an unknown field says what was probably meant, since a
// misspelt `draft` or a marking on the wrong level must never publish silently.
import { z } from "zod";

/** At most `max` characters of a value, for a message: a 100,000-character value is never echoed whole. */
export function quoted(value: unknown, max = 80): string {
  const text = typeof value === "string" ? value : String(value);
  return text.length > max
    ? `"${text.slice(0, max)}…" (${text.length.toLocaleString("en-US")} characters)`
    : JSON.stringify(text);
}

const MARKING = /^(tlp|markings?|tlp[_-]?marking|object[_-]marking[_-]refs|classification)$/i;

/** Edits needed to turn a into b, two swapped letters counting as one (optimal string alignment). */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => d[i]?.[j] ?? Infinity;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const swapped = i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1];
      (d[i] as number[])[j] = Math.min(
        at(i - 1, j) + 1,
        at(i, j - 1) + 1,
        at(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1),
        swapped ? at(i - 2, j - 2) + 1 : Infinity,
      );
    }
  return at(a.length, b.length);
}

/** What to say of one field the schema does not know, given the fields it does. */
export function unknownField(key: string, known: readonly string[]): string {
  const name = quoted(key, 40);
  if (MARKING.test(key) && !known.includes("tlp"))
    return `unknown field ${name}: only a research report carries a marking, once, as its top-level tlp; a report is published whole under it, so anything marked otherwise must stay out of the file`;
  const lower = key.toLowerCase();
  const near =
    known.find((field) => field.toLowerCase() === lower) ??
    known
      .map((field) => ({ field, edits: distance(lower, field.toLowerCase()) }))
      .filter(({ field, edits }) => edits <= (field.length > 5 ? 2 : 1))
      .sort((a, b) => a.edits - b.edits)[0]?.field;
  if (near) return `unknown field ${name}: write ${near} (a field is spelt exactly as documented)`;
  return `unknown field ${name}: not read here, so it would have no effect; check the spelling${known.length ? ` (fields here: ${known.join(", ")})` : ""}`;
}

z.config({
  customError: (issue) => {
    if (issue.code === "invalid_type" && issue.input === undefined) return "Required";
    if (issue.code === "unrecognized_keys") {
      const shape = (issue.inst?._zod.def as { shape?: object } | undefined)?.shape ?? {};
      return issue.keys.map((key) => unknownField(key, Object.keys(shape))).join("; ");
    }
    return undefined;
  },
});
