/**
 * A generic HTTPS endpoint; its body is described in app/forms/README.md. Only form-encoded (no CORS
 * preflight, what a plain HTML form posts) also works without JavaScript; JSON composes mail then. */
import type { ProviderSettings } from "../settings-schema";
import { errorRecords, isRecord, mapFieldErrors } from "./field-errors";
import { formBody, nativeForm, payloadEntries, trackingEntries } from "./payload";
import type { Adapter, FormTarget } from "./types";

type EndpointSettings = ProviderSettings<"endpoint">;

export const endpointUrl = (settings: EndpointSettings, formId: string) =>
  settings.urls[formId] ?? settings.url;

const meta = (target: FormTarget): [string, string][] => [
  ["_form", target.form.id],
  ["_subject", target.subject],
  ["_page", target.page.uri],
];

const ACCEPT = { Accept: "application/json" };

export const endpoint: Adapter<EndpointSettings> = {
  request(settings, submission, acceptsFiles) {
    const entries = [
      ...meta(submission),
      ...trackingEntries(submission),
      ...payloadEntries(submission, acceptsFiles),
    ];
    const url = endpointUrl(settings, submission.form.id);
    if (settings.encoding === "json" && entries.every(([, value]) => typeof value === "string")) {
      const headers = { ...ACCEPT, "Content-Type": "application/json" };
      return { url, method: "POST", headers, body: JSON.stringify(Object.fromEntries(entries)) };
    }
    return { url, method: "POST", ...formBody(entries, ACCEPT) };
  },

  native(settings, target, acceptsFiles) {
    return settings.encoding === "form"
      ? nativeForm(endpointUrl(settings, target.form.id), target, acceptsFiles, meta(target))
      : null;
  },

  fieldErrors(body, form) {
    const errors = isRecord(body) ? body.errors : undefined;
    const items = isRecord(errors)
      ? Object.entries(errors).map(([field, message]) => ({ field, message: String(message) }))
      : errorRecords(body).map(({ field, message }) => ({ field, message }));
    return mapFieldErrors(form, items);
  },
};
