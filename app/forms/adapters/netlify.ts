/**
 * Netlify Forms: the site's own host takes the POST, form-encoded (multipart with a file), with
 * `form-name` naming the form. JavaScript posts to "/" as Netlify's documentation does; the
 * plain HTML form posts to its own page. Netlify finds the forms in the prerendered HTML at
 * deploy by `data-netlify` (so every field must be in that HTML), and drops posts whose
 * `netlify-honeypot` field is filled. Same origin: the CSP needs only 'self'. Netlify answers
 * no field errors. Netlify keeps only the fields its detection found in the HTML, so the plain
 * form carries an empty `_elapsed` for it to find; with JavaScript it holds the seconds the
 * visitor took (spam.ts), and a submission where it is empty came without JavaScript. The same
 * goes for `_idempotency_key` (idempotency.ts): Netlify keeps it but drops no duplicate on it.
 */
import { IDEMPOTENCY_FIELD } from "../idempotency";
import { ELAPSED_FIELD, HONEYPOT_FIELD } from "../spam";
import type { ProviderSettings } from "../settings-schema";
import { elapsedEntries, formBody, hidden, idempotencyEntries, nativeEnctype, parameterEntries, payloadEntries } from "./payload";
import type { Adapter } from "./types";

type NetlifySettings = ProviderSettings<"netlify">;

export const netlifyFormName = (settings: NetlifySettings, formId: string) => settings.formNames[formId] ?? formId;

export const netlify: Adapter<NetlifySettings> = {
  request(settings, submission, acceptsFiles) {
    const entries = [["form-name", netlifyFormName(settings, submission.form.id)] as [string, string], ...elapsedEntries(submission), ...idempotencyEntries(submission), ...payloadEntries(submission, acceptsFiles)];
    return { url: "/", method: "POST", ...formBody(entries) };
  },

  native(settings, target, acceptsFiles) {
    const name = netlifyFormName(settings, target.form.id);
    return {
      action: target.page.path,
      method: "post",
      enctype: nativeEnctype(target.form, acceptsFiles),
      hidden: hidden([["form-name", name], [ELAPSED_FIELD, ""], [IDEMPOTENCY_FIELD, ""], ...parameterEntries(target)]),
      attributes: { name, "data-netlify": "true", "netlify-honeypot": HONEYPOT_FIELD },
    };
  },

  fieldErrors: () => ({}),
};
