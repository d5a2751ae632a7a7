/**
 * What the configured provider can take, for the form to decide what to show: file fields only
 * where uploads are accepted (a mail cannot carry a file either), and a plain HTML POST to the
 * provider without JavaScript only where it accepts one; otherwise the no-JavaScript form
 * composes mail (action="mailto:...").
 */
import type { FormsSettings } from "./settings-schema";

export function acceptsFiles(settings: FormsSettings): boolean {
  switch (settings.provider) {
    case "none":
    case "hubspot":
      return false;
    default:
      return settings.acceptsFiles;
  }
}

/** Endpoint (form-encoded), Formspree and Netlify take a native form post; HubSpot (JSON only) and mail do not. */
export function acceptsNativePost(settings: FormsSettings): boolean {
  switch (settings.provider) {
    case "endpoint":
      return settings.encoding === "form";
    case "formspree":
    case "netlify":
      return true;
    case "none":
    case "hubspot":
      return false;
    default:
      return settings satisfies never;
  }
}
