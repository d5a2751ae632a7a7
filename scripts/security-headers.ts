/**
 * The response headers every documented host sends (deploy/_headers, deploy/nginx), from one list so
 * they cannot drift. Why each value: docs/deploying.md ("Security headers"), docs/decisions/0007. */
import { type FormsCspSources, noFormsSources } from "../app/forms/csp-sources";
import { contentTypes } from "../app/files/file-response";

export type Header = readonly [name: string, value: string];

/** Every response's headers, the CMS's too (browsers apply its CSP's frame-ancestors over X-Frame-Options). */
export const securityHeaders: readonly Header[] = [
  ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "DENY"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  [
    "Permissions-Policy",
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), " +
      "geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), " +
      "publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()",
  ],
  ["Cross-Origin-Resource-Policy", "same-origin"],
];

/** /admin/ keeps its popups: the GitHub sign-in popup hands the token back through `window.opener`. */
export const openerPolicy = {
  page: "same-origin",
  admin: "same-origin-allow-popups",
} as const;

type Directive =
  | `${"default" | "img" | "font" | "connect" | "worker" | "manifest" | "object"}-src ${string}`
  | `base-uri ${string}`
  | `form-action ${string}`;

/**
 * Each page's CSP, written by Astro as a meta tag with its inline scripts' hashes (0007): never
 * 'unsafe-inline' or 'unsafe-eval' scripts; 'wasm-unsafe-eval' is for Pagefind's WebAssembly. */
export function pagePolicy(forms: FormsCspSources = noFormsSources) {
  const sources = (...list: string[]) => [...new Set(list)].join(" ");
  return {
    directives: [
      "default-src 'self'",
      "img-src 'self' data:",
      "font-src 'self' data:",
      `connect-src ${sources("'self'", ...forms.connectSrc)}`,
      "worker-src 'self' blob:",
      "manifest-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      `form-action ${sources("'self'", "mailto:", ...forms.formAction)}`,
    ] satisfies Directive[],
    scriptSources: ["'self'", "'wasm-unsafe-eval'"],
    styleSources: ["'self'", "'unsafe-inline'"],
  };
}

/** What a meta CSP cannot carry, sent as a header by every host. */
export const headerPolicy = "frame-ancestors 'none'";

/** Decap compiles its schema with `new Function` (ajv) and injects <style> tags. No public page loads it. */
export function adminContentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "font-src 'self' data:",
    "connect-src 'self' https://api.github.com",
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

/**
 * Every file that is not a page, the CMS, or the pages' code (uploads included): `sandbox` gives a
 * file opened on its own a unique origin, so a scripted SVG cannot read the CMS's GitHub token. */
export function fileContentSecurityPolicy(): string {
  return [
    "default-src 'none'",
    "img-src 'self' data:",
    "style-src 'unsafe-inline'",
    "frame-ancestors 'none'",
    "sandbox",
  ].join("; ");
}

/** Types CDN hosts guess wrong (an unknown .yar downloads as octet-stream). Rules are text/plain, which browsers
 * show and never run; STIX stays application/json, which browsers and HTTP clients read.
 * The types are the dev server's own (app/files/file-response.ts). */
export const fileTypes: Readonly<Record<string, string>> = {
  csv: contentTypes.csv,
  yml: contentTypes.yml,
  yar: contentTypes.yar,
};

export const cacheControl = { html: "no-cache" } as const;

export const adminHeaders: readonly Header[] = [
  ["Content-Security-Policy", adminContentSecurityPolicy()],
  ["Cross-Origin-Opener-Policy", openerPolicy.admin],
  ["X-Robots-Tag", "noindex, nofollow"],
  ["Cache-Control", cacheControl.html],
];
