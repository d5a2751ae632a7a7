/**
 * This build's form delivery, resolved once when astro.config.ts loads, so a bad FORMS_ENDPOINT stops the
 * build early and the browser's settings and the CSP cannot disagree. FORMS_TIMEOUT_MS is for tests. */
// Full file names: Vite's config loader wants extensions and no directory imports.
import { readFormDelivery } from "../app/content-layer/settings.ts";
import { SUBMIT_TIMEOUT_MS } from "../app/forms/build-settings.ts";
import { FormsSettingsError, resolveFormsSettings } from "../app/forms/settings.ts";

/** Undefined without content/form-delivery.yaml. */
export const siteFormsSettings: unknown = readFormDelivery();

export function buildFormsSettings(
  env: NodeJS.ProcessEnv = process.env,
  raw: unknown = siteFormsSettings,
) {
  try {
    const settings = resolveFormsSettings(raw, env);
    const timeout = env.FORMS_TIMEOUT_MS?.trim();
    const timeoutMs = timeout ? Number(timeout) : SUBMIT_TIMEOUT_MS;
    if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 60_000)
      throw new FormsSettingsError(
        `FORMS_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000; got ${JSON.stringify(timeout)}`,
      );
    return { settings, timeoutMs };
  } catch (error) {
    if (error instanceof FormsSettingsError)
      throw new Error(`Build stopped: ${error.message}`, { cause: error });
    throw error;
  }
}
