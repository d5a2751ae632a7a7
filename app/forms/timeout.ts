/**
 * How long the browser waits for the form service before it says there was no answer. Its own
 * module so that what only reads the figure (build-settings.ts, on every page) does not bring
 * the request code (submit.ts, loaded when a visitor sends) into the page's first load.
 */
export const SUBMIT_TIMEOUT_MS = 15_000;
