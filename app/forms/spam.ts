/**
 * Spam checks with no third-party script: a honeypot and a minimum fill time. Both can catch a
 * person (autofill, a fast hand), so neither pretends to send: the visitor is told and offered mail. */
/** The honeypot name Formspree discards submissions by. */
export const HONEYPOT_FIELD = "_gotcha";

/** Sent with every submission, so the form service can apply the same rule to posts that skipped the browser. */
export const ELAPSED_FIELD = "_elapsed";

/** Nobody reads, fills and sends one of our forms in under three seconds. */
export const MIN_FILL_MS = 3000;

export type SpamVerdict = "honeypot" | "too-fast" | undefined;

export interface SpamCheck {
  honeypot: string;
  /** fillStartedAt. */
  startedAt: number;
  now: number;
  minFillMs?: number;
}

export function spamVerdict({
  honeypot,
  startedAt,
  now,
  minFillMs = MIN_FILL_MS,
}: SpamCheck): SpamVerdict {
  if (honeypot.trim()) return "honeypot";
  if (now - startedAt < minFillMs) return "too-fast";
  return undefined;
}

/** Never when the form's code loads: its island may hydrate just before Send. */
export function fillStartedAt(pageShownAt: number, draftStartedAt?: number): number {
  return draftStartedAt !== undefined && draftStartedAt < pageShownAt
    ? draftStartedAt
    : pageShownAt;
}

/** Never negative: clocks can be set back. */
export function elapsedSeconds(startedAt: number, now: number): number {
  return Math.max(0, Math.floor((now - startedAt) / 1000));
}
