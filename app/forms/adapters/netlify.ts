/**
 * Netlify keeps only the fields its deploy-time detection found in the HTML, so the plain form carries
 * `_elapsed` and `_idempotency_key` empty for it to find. JavaScript posts to "/" as Netlify's docs do. */
import { IDEMPOTENCY_FIELD } from "../idempotency";
import { ELAPSED_FIELD, HONEYPOT_FIELD } from "../spam";
import type { ProviderSettings } from "../settings-schema";
import { formBody, nativeForm, payloadEntries, trackingEntries } from "./payload";
import type { Adapter } from "./types";

type NetlifySettings = ProviderSettings<"netlify">;

const netlifyFormName = (settings: NetlifySettings, formId: string) =>
  settings.formNames[formId] ?? formId;

export const netlify: Adapter<NetlifySettings> = {
  request(settings, submission, acceptsFiles) {
    const entries = [
      ["form-name", netlifyFormName(settings, submission.form.id)] as [string, string],
      ...trackingEntries(submission),
      ...payloadEntries(submission, acceptsFiles),
    ];
    return { url: "/", method: "POST", ...formBody(entries) };
  },

  native(settings, target, acceptsFiles) {
    const name = netlifyFormName(settings, target.form.id);
    const fields: [string, string][] = [
      ["form-name", name],
      [ELAPSED_FIELD, ""],
      [IDEMPOTENCY_FIELD, ""],
    ];
    return nativeForm(target.page.path, target, acceptsFiles, fields, {
      name,
      "data-netlify": "true",
      "netlify-honeypot": HONEYPOT_FIELD,
    });
  },

  fieldErrors: () => ({}),
};
