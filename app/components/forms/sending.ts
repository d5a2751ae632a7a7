/**
 * The part of a form that only sending needs: the provider adapters and the request with its
 * timeout (forms/delivery.ts), and what a failure (or a send the spam checks held) tells the
 * visitor. use-form-sender.ts imports
 * this lazily (on first input or send), which keeps it off the page's first load; `npm run size`
 * shows the difference, and form-view.test.tsx checks a send still waits for it.
 */
export { deliver } from "~/forms/delivery";
export { failureMessage, spamMessage } from "~/forms/outcome-messages";
