/**
 * Providers' field errors in our validation's words where the kind is known. Errors for fields the
 * form lacks are dropped. Response bodies are untrusted: lookups are own-property only. */
import { messageFor } from "../messages";
import type { FormDefinition } from "../schema";
import type { FieldErrors } from "../validate";

interface ProviderFieldError {
  field: unknown;
  kind?: "required" | "format";
  message?: unknown;
}

/** `record[key]` for own properties only, so "constructor" or "__proto__" in a body finds nothing. */
export const lookup = <T>(record: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

export function mapFieldErrors(form: FormDefinition, items: ProviderFieldError[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const item of items) {
    const field = form.fields.find((candidate) => candidate.name === String(item.field ?? ""));
    if (!field || errors[field.name]) continue;
    const text = String(item.message ?? "").trim();
    if (item.kind) errors[field.name] = messageFor(field, item.kind);
    else if (text) errors[field.name] = `${field.label}: ${text.replace(/\.?$/, ".")}`;
  }
  return errors;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The objects of a body's `errors` list; none when the body or the list is something else. */
export const errorRecords = (body: unknown): Record<string, unknown>[] =>
  isRecord(body) && Array.isArray(body.errors) ? body.errors.filter(isRecord) : [];
