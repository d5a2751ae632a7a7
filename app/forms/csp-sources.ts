/**
 * What the CSP must allow for form delivery, and nothing else. Endpoint URLs are checked again
 * here (endpoint-url.ts), so a policy is never written from a bad one. */
import { acceptsNativePost } from "./capabilities";
import { endpointOrigin } from "./endpoint-url";
import type { FormsSettings } from "./settings-schema";

export const FORMSPREE_ORIGIN = "https://formspree.io";
export const HUBSPOT_ORIGIN = "https://api.hsforms.com";

export interface FormsCspSources {
  connectSrc: string[];
  formAction: string[];
}

export const noFormsSources: FormsCspSources = { connectSrc: [], formAction: [] };

function both(settings: FormsSettings, origins: string[]): FormsCspSources {
  const unique = [...new Set(origins)].sort();
  return { connectSrc: unique, formAction: acceptsNativePost(settings) ? unique : [] };
}

export function formsCspSources(settings: FormsSettings): FormsCspSources {
  switch (settings.provider) {
    case "none":
      return noFormsSources;
    case "netlify":
      return both(settings, ["'self'"]);
    case "endpoint":
      return both(settings, [
        endpointOrigin(settings.url, "forms.url"),
        ...Object.entries(settings.urls).map(([form, url]) =>
          endpointOrigin(url, `forms.urls.${form}`),
        ),
      ]);
    case "formspree":
      return both(settings, [FORMSPREE_ORIGIN]);
    case "hubspot":
      return both(settings, [HUBSPOT_ORIGIN]);
    default:
      return settings satisfies never;
  }
}
