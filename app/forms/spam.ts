/**
 * Spam defences that need no third-party script and no tracking: a honeypot field people never
 * see, and a minimum time between the visitor starting and sending. `_gotcha` is the honeypot
 * name Formspree discards submissions by; Netlify is told it (netlify-honeypot); a generic
 * endpoint should set aside any submission where it is not empty (no-JavaScript posts carry it).
 *
 * The clock starts when the visitor started: when the page was shown (lib/page-shown.ts), or
 * when their kept draft began (draft.ts), whichever is earlier. Never when the form's code
 * loads: its island hydrates when it comes into view, which may be just before Send.
 *
 * Both checks run only in the browser, and both can catch a person (autofill or a password
 * manager can fill the honeypot; a fast hand can beat the clock), so neither pretends to send
 * nor drops the message. What the form does with a verdict (outcome-messages.ts words it):
 * - "honeypot": send nothing, say why in plain words, and offer the message by email (a mail
 *   program is something a person has and a bot does not).
 * - "too-fast": send nothing yet, say why, and let the visitor press send again (by then late
 *   enough) or send it by email.
 * The endpoint gets `_elapsed` (seconds since the clock started) with every submission, so the
 * company's form service can apply the same rule to posts that skipped the browser.
 */
export const HONEYPOT_FIELD = "_gotcha";

/** The field carrying how long the visitor took, in whole seconds (elapsedSeconds). */
export const ELAPSED_FIELD = "_elapsed";

/** Nobody reads, fills and sends one of our forms in under three seconds. */
export const MIN_FILL_MS = 3000;

export type SpamVerdict = "honeypot" | "too-fast" | undefined;

export interface SpamCheck {
  /** The honeypot field's value. */
  honeypot: string;
  /** When the visitor started (fillStartedAt). */
  startedAt: number;
  now: number;
  minFillMs?: number;
}

export function spamVerdict({ honeypot, startedAt, now, minFillMs = MIN_FILL_MS }: SpamCheck): SpamVerdict {
  if (honeypot.trim()) return "honeypot";
  if (now - startedAt < minFillMs) return "too-fast";
  return undefined;
}

/** When the visitor started: the page's showing, or their restored draft's start if earlier. */
export function fillStartedAt(pageShownAt: number, draftStartedAt?: number): number {
  return draftStartedAt !== undefined && draftStartedAt < pageShownAt ? draftStartedAt : pageShownAt;
}

/** Whole seconds from `startedAt` to `now` (never negative: clocks can be set back). */
export function elapsedSeconds(startedAt: number, now: number): number {
  return Math.max(0, Math.floor((now - startedAt) / 1000));
}
