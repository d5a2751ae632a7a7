/**
 * The rules every form follows, whatever delivers it (WCAG 3.3.1, 3.3.3). Hand-written from the
 * definition, so the browser needs no schema library. */
import { parseLocalDateTime } from "./datetime";
import { fileTooLarge, messageFor, notInFuture, tooLong, tooShort } from "./messages";
import { matchesPattern } from "./pattern";
import type { FieldDefinition, FormDefinition } from "./schema";

export type FormValues = Record<string, string>;
export type FormFiles = Record<string, File | undefined>;
/** Messages by field name, in the order of the form's fields. */
export type FieldErrors = Record<string, string>;

/** Where the form sets none: generous, but a limit all the same. */
const defaultMaxLength: Partial<Record<FieldDefinition["type"], number>> = {
  text: 200,
  email: 254,
  url: 2000,
  tel: 40,
  textarea: 5000,
};

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const TEL = /^\+?[\d\s().-]+$/;

/** File fields only where the provider takes uploads. */
export function visibleFields(form: FormDefinition, acceptsFiles: boolean): FieldDefinition[] {
  return form.fields.filter((field) => field.type !== "file" || acceptsFiles);
}

/** "linkedin.com/in/ada" gets https://. */
export function normaliseUrl(value: string): string {
  const text = value.trim();
  return /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(normaliseUrl(value));
    return (
      (url.protocol === "https:" || url.protocol === "http:") &&
      /^[^.\s]+(\.[^.\s]+)+$/.test(url.hostname)
    );
  } catch {
    return false;
  }
}

function formatOk(field: FieldDefinition, value: string): boolean {
  switch (field.type) {
    case "email":
      return EMAIL.test(value);
    case "url":
      return isWebAddress(value);
    case "tel":
      return TEL.test(value) && value.replace(/\D/g, "").length >= 6;
    case "select":
      return (field.options ?? []).includes(value);
    case "datetime":
      return Boolean(parseLocalDateTime(value));
    default:
      return true;
  }
}

function fileError(field: FieldDefinition, file: File): string | undefined {
  const extensions = field.accept?.split(",") ?? [];
  if (
    extensions.length &&
    !extensions.some((extension) => file.name.toLowerCase().endsWith(extension))
  )
    return messageFor(field, "format");
  if (field.maxSizeMb && file.size > field.maxSizeMb * 1024 * 1024)
    return fileTooLarge(field, file);
  return undefined;
}

/** The text as it will be sent: trimmed, and single-spaced except in a textarea. */
export function cleanValue(field: FieldDefinition, raw: string): string {
  return field.type === "textarea" ? raw.trim() : raw.trim().replace(/\s+/g, " ");
}

export function fieldError(
  field: FieldDefinition,
  raw: string,
  file?: File,
  now = Date.now(),
): string | undefined {
  if (field.type === "file") {
    if (file && file.size > 0) return fileError(field, file);
    return field.required ? messageFor(field, "required") : undefined;
  }
  const value = cleanValue(field, raw);
  if (!value) return field.required ? messageFor(field, "required") : undefined;
  if (!formatOk(field, value)) return messageFor(field, "format");
  if (field.pattern && !matchesPattern(field.pattern, value)) return messageFor(field, "format");
  if (field.type === "datetime" && (parseLocalDateTime(value)?.getTime() ?? 0) <= now)
    return notInFuture(field);
  if (field.minLength && value.length < field.minLength) return tooShort(field, value.length);
  const max = field.maxLength ?? defaultMaxLength[field.type];
  if (max && value.length > max) return tooLong(field, value.length, max);
  return undefined;
}

export function validateForm(
  form: FormDefinition,
  values: FormValues,
  {
    files = {},
    acceptsFiles = false,
    now = Date.now(),
  }: { files?: FormFiles; acceptsFiles?: boolean; now?: number } = {},
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of visibleFields(form, acceptsFiles)) {
    const message = fieldError(field, values[field.name] ?? "", files[field.name], now);
    if (message) errors[field.name] = message;
  }
  return errors;
}

export function errorSummary(
  form: FormDefinition,
  errors: FieldErrors,
): { name: string; label: string; message: string }[] {
  return form.fields.flatMap((field) => {
    const message = errors[field.name];
    return message ? [{ name: field.name, label: field.label, message }] : [];
  });
}
