/**
 * The delivery settings this build was made with, as data (scripts/forms-settings.ts resolves
 * them once and vite.config.ts writes them in as constants). Tests and tools that run without
 * the build's constants get provider "none" and the production timeout.
 */
import type { FormsSettings } from "./settings-schema";
import { SUBMIT_TIMEOUT_MS } from "./timeout";

declare const __FORMS_SETTINGS__: FormsSettings | undefined;
declare const __FORMS_TIMEOUT_MS__: number | undefined;

export const buildFormsSettings: FormsSettings =
  typeof __FORMS_SETTINGS__ === "undefined" ? { provider: "none" } : __FORMS_SETTINGS__;

/** How long the browser waits for the form service: 15 s, shorter only in test builds. */
export const buildFormsTimeoutMs: number =
  typeof __FORMS_TIMEOUT_MS__ === "undefined" ? SUBMIT_TIMEOUT_MS : __FORMS_TIMEOUT_MS__;

/** Whether a form service is configured (otherwise every form composes mail). */
export const formsDeliverOnline = buildFormsSettings.provider !== "none";
