/**
 * When the page the visitor is on was shown: where a form's clock starts (forms/spam.ts), both
 * for the minimum fill time and for the `_elapsed` it sends. Not when the form's code runs: a
 * form is an island whose code loads on the visitor's first intent, so a visitor
 * whose first action is Send (browser autofill, a pasted message) would look like a bot.
 *
 * Every page is a document the browser loaded, shown from its navigation's start
 * (`performance.timeOrigin`, a moment before its first paint). The form works it out when it
 * first renders (components/forms/use-form-sender.ts).
 */

/** The current document's navigation start, in ms since the epoch (now, where none is known). */
export function documentStart(): number {
  const origin = typeof performance === "undefined" ? Number.NaN : performance.timeOrigin;
  return Number.isFinite(origin) ? origin : Date.now();
}
