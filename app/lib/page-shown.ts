/**
 * When the page the visitor is on was shown: where a form's clock starts (forms/spam.ts), both
 * for the minimum fill time and for the `_elapsed` it sends. Not when the form's code runs: on a
 * kept page a form is an island whose code loads on the visitor's first intent, so a visitor
 * whose first action is Send (browser autofill, a pasted message) would look like a bot.
 *
 * The page the browser loaded was shown from its navigation's start (`performance.timeOrigin`,
 * a moment before its first paint). A client-side navigation shows its page when it renders it,
 * with no new time origin. Nothing here runs on every page: the form works it out when it first
 * renders (components/forms/use-form-sender.ts), which keeps this off the site's first load.
 */

/** The current document's navigation start, in ms since the epoch (now, where none is known). */
export function documentStart(): number {
  const origin = typeof performance === "undefined" ? Number.NaN : performance.timeOrigin;
  return Number.isFinite(origin) ? origin : Date.now();
}

/**
 * When the page was shown, as something rendering on it for the first time tells: before the
 * app has hydrated, it is the page the browser loaded (shown from the navigation's start); after,
 * a first render is a client-side navigation's, showing its page now. An island woken on the
 * loaded page renders after hydration too, so it says so instead (`documentStart`).
 */
export function pageShownAt(hydrated: boolean, now = Date.now()): number {
  return hydrated ? now : documentStart();
}
