/**
 * Spam defences that need no third-party script and no tracking: a honeypot field people never
 * see, and a minimum time between starting the form and sending it. `_gotcha` is the honeypot
 * name Formspree discards submissions by; Netlify is told it (netlify-honeypot); a generic
 * endpoint should drop any submission where it is not empty (no-JavaScript posts carry it).
 *
 * What the form does with a verdict (nothing typed is ever lost to a false alarm):
 * - "honeypot": only software fills it; show success, send nothing.
 * - "too-fast": send nothing yet and ask the visitor to check and send again; the values stay,
 *   and the second press is late enough. Time counts from the draft's start (draft.ts), so a
 *   form restored after a reload and sent at once is not mistaken for a bot.
 */
export const HONEYPOT_FIELD = "_gotcha";

/** Nobody reads, fills and sends one of our forms in under three seconds. */
export const MIN_FILL_MS = 3000;

export type SpamVerdict = "honeypot" | "too-fast" | undefined;

export interface SpamCheck {
  /** The honeypot field's value. */
  honeypot: string;
  /** When the visitor started the form: first shown, or the restored draft's start. */
  startedAt: number;
  now: number;
  minFillMs?: number;
}

export function spamVerdict({ honeypot, startedAt, now, minFillMs = MIN_FILL_MS }: SpamCheck): SpamVerdict {
  if (honeypot.trim()) return "honeypot";
  if (now - startedAt < minFillMs) return "too-fast";
  return undefined;
}
