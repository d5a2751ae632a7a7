/**
 * The fields a submission sends, as validation cleaned them. Never the honeypot: a submission whose
 * honeypot is filled is not sent at all (spam.ts). */
import { toRfc3339 } from "../datetime";
import { IDEMPOTENCY_FIELD } from "../idempotency";
import { ELAPSED_FIELD } from "../spam";
import { cleanValue, normaliseUrl, visibleFields } from "../validate";
import type { FormTarget, NativePost, Submission } from "./types";

export type Entry = [name: string, value: string | File];

function outgoing(type: string, value: string, offsetMinutes?: number): string {
  if (!value) return value;
  if (type === "url") return normaliseUrl(value);
  if (type === "datetime") return toRfc3339(value, offsetMinutes);
  return value;
}

function parameterEntries({ form, parameter }: FormTarget): [string, string][] {
  return form.parameter && parameter !== undefined ? [[form.parameter.name, parameter]] : [];
}

/** The fill time (spam.ts) and the draft's key, the same for every post of it (idempotency.ts), where known. */
export function trackingEntries({ elapsedSeconds, idempotencyKey }: Submission) {
  const entries: [string, string][] = [];
  if (elapsedSeconds !== undefined) entries.push([ELAPSED_FIELD, String(elapsedSeconds)]);
  if (idempotencyKey !== undefined) entries.push([IDEMPOTENCY_FIELD, idempotencyKey]);
  return entries;
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
    entries.push([
      field.name,
      outgoing(field.type, cleanValue(field, values[field.name] ?? ""), offsetMinutes),
    ]);
  }
  return entries;
}

/** The browser sets the multipart boundary, so no Content-Type is given for it. */
export function formBody(
  entries: Entry[],
  headers: Record<string, string> = {},
): { body: string | FormData; headers: Record<string, string> } {
  if (entries.some(([, value]) => typeof value !== "string")) {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return { body: data, headers };
  }
  const pairs = entries.map(([name, value]): [string, string] => [name, String(value)]);
  return {
    body: new URLSearchParams(pairs).toString(),
    headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
  };
}

/** The no-JavaScript post: `fields` then the page's parameter as hidden inputs, multipart when the form shows a file field. */
export function nativeForm(
  action: string,
  target: FormTarget,
  acceptsFiles: boolean,
  fields: [string, string][],
  attributes: Record<string, string> = {},
): NativePost {
  const multipart = visibleFields(target.form, acceptsFiles).some((field) => field.type === "file");
  return {
    action,
    method: "post",
    enctype: multipart ? "multipart/form-data" : "application/x-www-form-urlencoded",
    hidden: [...fields, ...parameterEntries(target)].map(([name, value]) => ({ name, value })),
    attributes,
  };
}
