/**
 * The fields a submission sends, shared by the adapters: the page's parameter, then the visible
 * fields' values as validation cleaned them (web addresses completed with https://, dates and
 * times with the visitor's UTC offset), and chosen files where the provider takes them. Never
 * the honeypot: a submission whose honeypot is filled is not sent at all (spam.ts). How long the
 * visitor took (`_elapsed`) and the draft's idempotency key are entries of their own, for the
 * adapters that send them.
 */
import { toRfc3339 } from "../datetime";
import type { FormDefinition } from "../schema";
import { IDEMPOTENCY_FIELD } from "../idempotency";
import { ELAPSED_FIELD } from "../spam";
import { cleanValue, normaliseUrl, visibleFields } from "../validate";
import type { FormTarget, NativeEnctype, Submission } from "./types";

export type Entry = [name: string, value: string | File];

function outgoing(type: string, value: string, offsetMinutes?: number): string {
  if (!value) return value;
  if (type === "url") return normaliseUrl(value);
  if (type === "datetime") return toRfc3339(value, offsetMinutes);
  return value;
}

/** The page's parameter as an entry, if the form has one. */
export function parameterEntries({ form, parameter }: Pick<FormTarget, "form" | "parameter">): [string, string][] {
  return form.parameter && parameter !== undefined ? [[form.parameter.name, parameter]] : [];
}

/** `_elapsed`: whole seconds since the visitor started, where the form knows it (spam.ts). */
export function elapsedEntries({ elapsedSeconds }: Pick<Submission, "elapsedSeconds">): [string, string][] {
  return elapsedSeconds === undefined ? [] : [[ELAPSED_FIELD, String(elapsedSeconds)]];
}

/** `_idempotency_key`: the same for every post of one draft (idempotency.ts). */
export function idempotencyEntries({ idempotencyKey }: Pick<Submission, "idempotencyKey">): [string, string][] {
  return idempotencyKey === undefined ? [] : [[IDEMPOTENCY_FIELD, idempotencyKey]];
}

export function payloadEntries(submission: Submission, acceptsFiles: boolean): Entry[] {
  const { form, values, files, offsetMinutes } = submission;
  const entries: Entry[] = parameterEntries(submission);
  for (const field of visibleFields(form, acceptsFiles)) {
    if (field.type === "file") {
      const file = files[field.name];
      if (file && file.size > 0) entries.push([field.name, file]);
      continue;
    }
    entries.push([field.name, outgoing(field.type, cleanValue(field, values[field.name] ?? ""), offsetMinutes)]);
  }
  return entries;
}

const hasFiles = (entries: Entry[]) => entries.some(([, value]) => typeof value !== "string");

/** Multipart when a file goes along (the browser sets its boundary), form-encoded otherwise. */
export function formBody(entries: Entry[], headers: Record<string, string> = {}): { body: string | FormData; headers: Record<string, string> } {
  if (hasFiles(entries)) {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return { body: data, headers };
  }
  const pairs = entries.map(([name, value]): [string, string] => [name, String(value)]);
  return { body: new URLSearchParams(pairs).toString(), headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" } };
}

/** The encoding a native form needs: multipart when it shows a file field. */
export function nativeEnctype(form: FormDefinition, acceptsFiles: boolean): NativeEnctype {
  return visibleFields(form, acceptsFiles).some((field) => field.type === "file")
    ? "multipart/form-data"
    : "application/x-www-form-urlencoded";
}

export const hidden = (entries: [string, string][]) => entries.map(([name, value]) => ({ name, value }));
