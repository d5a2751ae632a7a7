/**
 * The response headers every host we document sends (deploy/_headers for CDN hosts, the nginx
 * configuration in deploy/nginx): one list, so the two cannot drift apart. The script-src
 * hashes are page-specific and come from csp.ts.
 */
import { type FormsCspSources, noFormsSources } from "../app/forms/csp-sources";

/** Headers for every response, whatever the file. */
export const securityHeaders: ReadonlyArray<readonly [name: string, value: string]> = [
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
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
];

/**
 * The Content-Security-Policy. Scripts: our own files, plus the inline scripts React Router
 * writes into each prerendered page, allowed one by one by their SHA-256 hash; never
 * 'unsafe-inline' or 'unsafe-eval'. 'wasm-unsafe-eval' lets site search (Pagefind) compile its
 * WebAssembly; it does not allow eval(). Styles may be inline (Radix and Sonner set style
 * attributes). Forms post to our own origin or compose mail (action="mailto:..."), and reach the
 * configured form provider's origin, if any: `forms` (app/forms/csp-sources.ts) adds it to
 * connect-src, and to form-action where a plain HTML form posts there.
 * `scriptHashSources` are quoted source expressions ("'sha256-...'") or an nginx variable.
 */
export function contentSecurityPolicy(
  scriptHashSources: readonly string[],
  forms: FormsCspSources = noFormsSources,
): string {
  const sources = (...list: string[]) => [...new Set(list)].join(" ");
  const scriptSrc = ["'self'", "'wasm-unsafe-eval'", ...scriptHashSources];
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${sources("'self'", ...forms.connectSrc)}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${sources("'self'", "mailto:", ...forms.formAction)}`,
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The CMS's policy (/admin/ only; no public page loads its code). Decap CMS compiles its
 * configuration's JSON schema with `new Function` (ajv) and styles its UI with injected
 * <style> tags, so it needs 'unsafe-eval' and inline styles; it talks to GitHub's API, shows
 * GitHub avatars and media as blob: URLs, and draws previews in a same-origin frame.
 */
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

/** Cache-Control by kind of file: hashed build assets never change; pages must revalidate. */
export const cacheControl = {
  immutable: "public, max-age=31536000, immutable",
  html: "no-cache",
  other: "public, max-age=3600",
} as const;
