/** What the configured provider can take: files, and a plain HTML POST without JavaScript. */
import type { FormsSettings } from "./settings-schema";

/** Mail and HubSpot have no such setting: they take none. */
export function acceptsFiles(settings: FormsSettings): boolean {
  return "acceptsFiles" in settings && settings.acceptsFiles;
}

/** HubSpot (JSON only) and mail take no native form post. */
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
