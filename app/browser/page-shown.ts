/**
 * Where a form's clock starts (forms/spam.ts): the page's navigation start, not when the form's
 * island loads, or a visitor whose first action is Send (autofill, a paste) would look like a bot. */
export function documentStart(): number {
  const origin = typeof performance === "undefined" ? Number.NaN : performance.timeOrigin;
  return Number.isFinite(origin) ? origin : Date.now();
}
