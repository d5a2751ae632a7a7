/**
 * What the form tells a visitor after a failure. No answer in time, or a broken connection, is never
 * "not sent": the post may have arrived, and the visitor is told so. */
import type { SpamVerdict } from "./spam";
import type { Failure } from "./submit";
import { SUBMIT_TIMEOUT_MS } from "./build-settings";

export interface FailureMessage {
  /** not-sent: it did not arrive. uncertain: it may have (no answer, or a connection that broke). */
  delivery: "not-sent" | "uncertain";
  message: string;
  /** Not for field problems (fix them first) or a refused form. */
  retry: boolean;
}

const notSent = (message: string, retry = false) =>
  ({ delivery: "not-sent", message, retry }) satisfies FailureMessage;
const uncertain = (message: string) =>
  ({ delivery: "uncertain", message, retry: true }) satisfies FailureMessage;

const KEPT = "Your text is still in the form.";
const AGAIN =
  "To be sure it reaches us, try again (if the first did arrive, a second copy does no harm) or send it by email instead.";

export function failureMessage(failure: Failure, timeoutMs = SUBMIT_TIMEOUT_MS): FailureMessage {
  switch (failure.kind) {
    case "invalid": {
      const count = Object.keys(failure.fieldErrors).length;
      const what = count === 1 ? "a problem with 1 field" : `problems with ${count} fields`;
      return notSent(
        `The form service found ${what}. Correct ${count === 1 ? "it" : "them"} and send again.`,
      );
    }
    case "rejected":
      return notSent(
        `The form service did not accept the message (error ${failure.status}). ${KEPT} Please send it by email instead.`,
      );
    case "unavailable":
      return notSent(
        `The form service is not working right now (error ${failure.status}). ${KEPT} Try again in a few minutes, or send it by email instead.`,
        true,
      );
    // A reset connection or a refused answer (CORS) can follow a post that arrived.
    case "network":
      return uncertain(
        `The connection to the form service failed, so your message may or may not have arrived (if you are offline, it did not). ${KEPT} ${AGAIN}`,
      );
    case "timeout":
      return uncertain(
        `The form service did not answer within ${Math.round(timeoutMs / 1000)} seconds: your message may have arrived, or not. ${KEPT} ${AGAIN}`,
      );
    default:
      return failure satisfies never;
  }
}

/**
 * A send the spam checks held back. No Retry: a button that skips the checks would let a bot
 * through. The honeypot offers only the mail; too soon may be pressed again. */
export function spamMessage(
  verdict: NonNullable<SpamVerdict>,
  submitLabel: string,
): FailureMessage {
  switch (verdict) {
    case "honeypot":
      return notSent(
        `A hidden field that catches automated spam was filled in (browser autofill or a password manager can do that), so the form cannot send it. ${KEPT} Please send it by email instead.`,
      );
    case "too-fast":
      return notSent(
        `Messages sent within a few seconds of the page opening are held back, as that is how automated spam arrives. ${KEPT} Press “${submitLabel}” again, or send it by email instead.`,
      );
    default:
      return verdict satisfies never;
  }
}
