/** The forms layer's one entry point for delivery. Provider "none" has no adapter: the form composes mail. */
import { endpoint } from "./adapters/endpoint";
import { formspree } from "./adapters/formspree";
import { hubspot } from "./adapters/hubspot";
import { netlify } from "./adapters/netlify";
import type { Adapter, FormTarget, NativePost, Submission } from "./adapters/types";
import { acceptsFiles } from "./capabilities";
import type { FormsSettings, Provider, ProviderSettings } from "./settings-schema";
import { type Outcome, type SubmitOptions, submitRequest } from "./submit";

const adapters: { [P in Exclude<Provider, "none">]: Adapter<ProviderSettings<P>> } = {
  endpoint,
  formspree,
  netlify,
  hubspot,
};

const adapterFor = (settings: FormsSettings): Adapter<FormsSettings> | undefined =>
  settings.provider === "none" ? undefined : adapters[settings.provider];

/** Null when the plain form composes mail (mailAction). */
export function nativePost(settings: FormsSettings, target: FormTarget): NativePost | null {
  return adapterFor(settings)?.native(settings, target, acceptsFiles(settings)) ?? null;
}

export async function deliver(
  settings: FormsSettings,
  submission: Submission,
  options?: SubmitOptions,
): Promise<Outcome> {
  const adapter = adapterFor(settings);
  if (!adapter)
    throw new Error('Form provider "none" delivers by mail: compose it with composeMail() instead');
  return submitRequest(
    adapter.request(settings, submission, acceptsFiles(settings)),
    (body) => adapter.fieldErrors(body, submission.form, settings),
    options,
  );
}
