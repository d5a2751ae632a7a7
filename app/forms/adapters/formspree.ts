/**
 * Formspree: `Accept: application/json` makes it answer JSON instead of redirecting to its thank-you
 * page (Accept is CORS-safelisted: no preflight). `_subject` sets its notification mail's subject. */
import { FORMSPREE_ORIGIN } from "../csp-sources";
import type { ProviderSettings } from "../settings-schema";
import { errorRecords, lookup, mapFieldErrors } from "./field-errors";
import { formBody, nativeForm, payloadEntries, trackingEntries } from "./payload";
import type { Adapter } from "./types";

type FormspreeSettings = ProviderSettings<"formspree">;

export const formspreeUrl = (settings: FormspreeSettings, formId: string) =>
  `${FORMSPREE_ORIGIN}/f/${settings.formIds[formId] ?? settings.formId}`;

/** Formspree's field error codes (@formspree/core FieldErrorCode) in our two kinds. */
const kinds: Record<string, "required" | "format"> = {
  REQUIRED_FIELD_MISSING: "required",
  REQUIRED_FIELD_EMPTY: "required",
  TYPE_EMAIL: "format",
  TYPE_NUMERIC: "format",
  TYPE_TEXT: "format",
};

export const formspree: Adapter<FormspreeSettings> = {
  request(settings, submission, acceptsFiles) {
    const entries = [
      ["_subject", submission.subject] as [string, string],
      ...trackingEntries(submission),
      ...payloadEntries(submission, acceptsFiles),
    ];
    return {
      url: formspreeUrl(settings, submission.form.id),
      method: "POST",
      ...formBody(entries, { Accept: "application/json" }),
    };
  },

  native: (settings, target, acceptsFiles) =>
    nativeForm(formspreeUrl(settings, target.form.id), target, acceptsFiles, [
      ["_subject", target.subject],
    ]),

  fieldErrors(body, form) {
    const items = errorRecords(body).map(({ field, code, message }) => ({
      field,
      kind: lookup(kinds, String(code)),
      message,
    }));
    return mapFieldErrors(form, items);
  },
};
