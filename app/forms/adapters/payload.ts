/**
 * The fields a submission sends, as validation cleaned them. Never the honeypot: a submission whose
 * honeypot is filled is not sent at all (spam.ts). */
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

/** If the form has one. */
export function parameterEntries({ form, parameter }: Pick<FormTarget, "form" | "parameter">): [string, string][] {
  return form.parameter && parameter !== undefined ? [[form.parameter.name, parameter]] : [];
}

/** Where the form knows it (spam.ts). */
export function elapsedEntries({ elapsedSeconds }: Pick<Submission, "elapsedSeconds">): [string, string][] {
  return elapsedSeconds === undefined ? [] : [[ELAPSED_FIELD, String(elapsedSeconds)]];
}

/** The same for every post of one draft (idempotency.ts). */
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

/** The browser sets the multipart boundary, so no Content-Type is given for it. */
export function formBody(entries: Entry[], headers: Record<string, string> = {}): { body: string | FormData; headers: Record<string, string> } {
  if (hasFiles(entries)) {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return { body: data, headers };
  }
  const pairs = entries.map(([name, value]): [string, string] => [name, String(value)]);
  return { body: new URLSearchParams(pairs).toString(), headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" } };
}

/** Multipart when the form shows a file field. */
export function nativeEnctype(form: FormDefinition, acceptsFiles: boolean): NativeEnctype {
  return visibleFields(form, acceptsFiles).some((field) => field.type === "file")
    ? "multipart/form-data"
    : "application/x-www-form-urlencoded";
}

export const hidden = (entries: [string, string][]) => entries.map(([name, value]) => ({ name, value }));
