/** Its own module, so reading the figure on every page does not load the request code (submit.ts). */
export const SUBMIT_TIMEOUT_MS = 15_000;
