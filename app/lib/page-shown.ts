/**
 * When the page the visitor is on was shown: where a form's clock starts (forms/spam.ts), both
 * for the minimum fill time and for the `_elapsed` it sends. Not when the form's code runs: on a
 * kept page a form is an island whose code loads on the visitor's first intent, so a visitor
 * whose first action is Send (browser autofill, a pasted message) would look like a bot.
 *
 * For the page the browser loaded, its navigation's start (`performance.timeOrigin`), a moment
 * before it is first painted. A client-side navigation shows the next page without a new time
 * origin, so the root notes each page it renders (`notePageShown`): from then on that page's
 * time counts. A page with no such note (one loaded by the browser, or with no router) uses the
 * time origin.
 */
let shown: { path: string; at: number } | undefined;

/** The current document's navigation start, in ms since the epoch (the time now where none is known). */
export function documentStart(): number {
  const origin = typeof performance === "undefined" ? Number.NaN : performance.timeOrigin;
  return Number.isFinite(origin) ? origin : Date.now();
}

/**
 * The page at `path` is on screen. The first note is the page the browser loaded (shown from its
 * navigation's start); a different path after that is a client-side navigation, shown now. The
 * same path again (a search or hash change, a re-render) changes nothing.
 */
export function notePageShown(path: string, at?: number): void {
  if (shown?.path === path) return;
  shown = { path, at: at ?? (shown ? Date.now() : documentStart()) };
}

/** When the current page was shown, in ms since the epoch. */
export function pageShownAt(): number {
  return shown?.at ?? documentStart();
}
