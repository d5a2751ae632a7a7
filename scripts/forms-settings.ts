/**
 * The form delivery settings of this build, resolved once when the build's configuration loads
 * (vite.config.ts): content/form-delivery.yaml (provider none without it), or FORMS_ENDPOINT
 * given at build. A bad FORMS_ENDPOINT stops the build there, before anything is rendered. The
 * same result reaches the browser as data (vite `define`, read by app/forms/build-settings.ts) and the host configs'
 * CSP (writeHostConfigs in build-end.ts), so a page never posts where its CSP forbids.
 *
 * FORMS_TIMEOUT_MS (tests only) shortens the 15 s the browser waits for the form service.
 */
// Files named in full: Vite loads this with its config (see vite.config.ts), and its config
// loader wants extensions and no directory imports.
import { readFormDelivery } from "../app/content/settings.ts";
import { FormsSettingsError, type FormsEnv, resolveFormsSettings } from "../app/forms/settings.ts";
import type { FormsSettings } from "../app/forms/settings-schema.ts";
import { SUBMIT_TIMEOUT_MS } from "../app/forms/timeout.ts";

export interface BuildFormsEnv extends FormsEnv {
  FORMS_TIMEOUT_MS?: string;
}

export interface BuildForms {
  settings: FormsSettings;
  timeoutMs: number;
}

/** The settings as written in content/form-delivery.yaml; undefined without the file. */
export const siteFormsSettings: unknown = readFormDelivery();

export function buildFormsSettings(env: BuildFormsEnv = process.env, raw: unknown = siteFormsSettings): BuildForms {
  let settings: FormsSettings;
  try {
    settings = resolveFormsSettings(raw, env);
  } catch (error) {
    if (error instanceof FormsSettingsError) throw new Error(`Build stopped: ${error.message}`, { cause: error });
    throw error;
  }
  const timeout = env.FORMS_TIMEOUT_MS?.trim();
  const timeoutMs = timeout ? Number(timeout) : SUBMIT_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 60_000)
    throw new Error(`Build stopped: FORMS_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000; got ${JSON.stringify(timeout)}`);
  return { settings, timeoutMs };
}
