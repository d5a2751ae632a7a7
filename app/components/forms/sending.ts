/** What only sending needs, imported lazily by use-form-sender.ts to keep it off the page's first load. */
export { deliver } from "~/forms/delivery";
export { failureMessage, spamMessage } from "~/forms/outcome-messages";
