/** The forms layer's one entry point for delivery. Provider "none" has no adapter: the form composes mail. */
import { endpoint } from "./adapters/endpoint";
import { formspree } from "./adapters/formspree";
import { hubspot } from "./adapters/hubspot";
import { netlify } from "./adapters/netlify";
import type { Adapter, FormTarget, HttpRequest, NativePost, Submission } from "./adapters/types";
import { acceptsFiles } from "./capabilities";
import type { FormDefinition } from "./schema";
import type { FormsSettings } from "./settings-schema";
import { type Outcome, type SubmitOptions, submitRequest } from "./submit";

function bind<S extends FormsSettings>(adapter: Adapter<S>, settings: S) {
  const files = acceptsFiles(settings);
  return {
    request: (submission: Submission) => adapter.request(settings, submission, files),
    native: (target: FormTarget) => adapter.native(settings, target, files),
    fieldErrors: (body: unknown, form: FormDefinition) => adapter.fieldErrors(body, form, settings),
  };
}

function adapterFor(settings: FormsSettings): ReturnType<typeof bind> | undefined {
  switch (settings.provider) {
    case "none":
      return undefined;
    case "endpoint":
      return bind(endpoint, settings);
    case "formspree":
      return bind(formspree, settings);
    case "netlify":
      return bind(netlify, settings);
    case "hubspot":
      return bind(hubspot, settings);
    default:
      return settings satisfies never;
  }
}

/** Undefined when forms compose mail. */
export function describeRequest(
  settings: FormsSettings,
  submission: Submission,
): HttpRequest | undefined {
  return adapterFor(settings)?.request(submission);
}

/** Null when the plain form composes mail (mailAction). */
export function nativePost(settings: FormsSettings, target: FormTarget): NativePost | null {
  return adapterFor(settings)?.native(target) ?? null;
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
    adapter.request(submission),
    (body) => adapter.fieldErrors(body, submission.form),
    options,
  );
}
