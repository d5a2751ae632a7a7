/**
 * The delivery settings this build was made with, written in as constants by astro.config.ts.
 * Without them (tests, tools): provider "none" and the production timeout. */
import type { FormsSettings } from "./settings-schema";

declare const __FORMS_SETTINGS__: FormsSettings | undefined;
declare const __FORMS_TIMEOUT_MS__: number | undefined;

export const SUBMIT_TIMEOUT_MS = 15_000;

export const buildFormsSettings: FormsSettings =
  typeof __FORMS_SETTINGS__ === "undefined" ? { provider: "none" } : __FORMS_SETTINGS__;

/** Shorter only in test builds. */
export const buildFormsTimeoutMs: number =
  typeof __FORMS_TIMEOUT_MS__ === "undefined" ? SUBMIT_TIMEOUT_MS : __FORMS_TIMEOUT_MS__;

export const formsDeliverOnline = buildFormsSettings.provider !== "none";
