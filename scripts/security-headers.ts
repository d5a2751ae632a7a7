/**
 * The response headers every host we document sends (deploy/_headers for CDN hosts, the nginx
 * configuration in deploy/nginx): one list, so the two cannot drift apart. The script-src
 * hashes are page-specific and come from csp.ts. Three kinds of response differ: the site's
 * pages (and the code they load), the CMS (/admin/), and every other file (uploads included).
 */
import { type FormsCspSources, noFormsSources } from "../app/forms/csp-sources";

/**
 * Headers for every response, whatever the file (the CMS too: its own CSP's frame-ancestors
 * 'self' is what browsers apply to framing it, not X-Frame-Options). Not the
 * Cross-Origin-Opener-Policy: it differs by kind of document (`openerPolicy`).
 */
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
  ["Cross-Origin-Resource-Policy", "same-origin"],
];

/**
 * Cross-Origin-Opener-Policy. Public pages: `same-origin`, so no other site's window keeps a
 * handle on ours. The CMS signs in to GitHub in a popup on the OAuth service's origin, which
 * hands the token back through `window.opener`: under `same-origin` that popup is cut off from
 * the CMS window (opener null) and sign-in never completes, so /admin/ keeps the popups it opens
 * (`same-origin-allow-popups`) and is still cut off from any window that opens it. Uploads
 * (/media/) and other files get the pages' value.
 */
export const openerPolicy = {
  page: "same-origin",
  admin: "same-origin-allow-popups",
} as const;

/**
 * The pages' Content-Security-Policy, in two parts that browsers enforce together.
 *
 * Each page carries its own in a `<meta http-equiv>` that Astro writes in its head before any script
 * (`security.csp` in astro.config.ts): `pagePolicy` below, with script-src listing our own files
 * and the page's inline scripts one by one by their SHA-256 hash (Astro's island bootstrap),
 * never 'unsafe-inline' or 'unsafe-eval'. 'wasm-unsafe-eval' lets site search (Pagefind) compile
 * its WebAssembly; it does not allow eval(). Styles may be inline (the page's stylesheet is
 * written into it; Radix and Sonner inject theirs), and fonts data: URLs (the text face is
 * written into the stylesheet: astro.config.ts).
 * Forms post to our own origin or compose mail (action="mailto:..."), and reach the configured
 * form provider's origin, if any: `forms` (app/forms/csp-sources.ts) adds it to connect-src, and
 * to form-action where a plain HTML form posts there. The policy travels with the page, so every
 * host serves it whatever its header rules can hold.
 *
 * What a meta element cannot carry (frame-ancestors) every host sends as a header on every
 * response: `headerPolicy`.
 */
/** A CSP directive as Astro's `security.csp.directives` takes it: its name, then its sources. */
type Directive = `${"default" | "img" | "font" | "connect" | "worker" | "manifest" | "object"}-src ${string}` | `base-uri ${string}` | `form-action ${string}`;

export function pagePolicy(forms: FormsCspSources = noFormsSources): { directives: Directive[]; scriptSources: string[]; styleSources: string[] } {
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
    ],
    scriptSources: ["'self'", "'wasm-unsafe-eval'"],
    styleSources: ["'self'", "'unsafe-inline'"],
  };
}

/** The pages' policy header, sent by every host: what only a header can say. */
export const headerPolicy = "frame-ancestors 'none'";

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

/**
 * The policy of every response that is not a page, nor the CMS, nor code the pages load (JS, CSS,
 * WebAssembly): SVG, XML, text, JSON, calendars, pictures, fonts, /.well-known/, and everything
 * editors upload (/media/). Pages show pictures with <img>, which ignores it; it applies when a
 * file is opened on its own, and then runs nothing: `sandbox` gives the document a unique origin
 * with scripts, forms and popups off, so even a scripted SVG or HTML upload cannot read our
 * origin's storage (the CMS keeps an editor's GitHub token there) or act as our site. An SVG
 * may still draw its own styles and pictures; a PDF still opens in Chromium's own viewer.
 */
export function fileContentSecurityPolicy(): string {
  return [
    "default-src 'none'",
    "img-src 'self' data:",
    "style-src 'unsafe-inline'",
    "frame-ancestors 'none'",
    "sandbox",
  ].join("; ");
}

/**
 * The type of files whose extension CDN hosts do not type as we want (they guess from a list, and
 * an unknown .yar is a download of application/octet-stream): indicators as CSV, and detection
 * rules as plain text, which every browser shows and none runs (application/yaml is downloaded
 * by some and shown by others). STIX bundles stay application/json, as every host types them:
 * application/stix+json;version=2.1 is what TAXII 2.1 negotiates on its API, and a static file is
 * read by browsers and plain HTTP clients, which show and parse application/json.
 */
export const fileTypes: Readonly<Record<string, string>> = {
  csv: "text/csv; charset=utf-8",
  yml: "text/plain; charset=utf-8",
  yar: "text/plain; charset=utf-8",
};

/** Cache-Control by kind of file: hashed build assets never change; pages must revalidate. */
export const cacheControl = {
  immutable: "public, max-age=31536000, immutable",
  html: "no-cache",
  other: "public, max-age=3600",
} as const;

/**
 * The CMS's own headers under /admin/, on top of `securityHeaders`: its CSP, the opener policy
 * its sign-in needs, never indexed, always revalidated (a deploy's CMS replaces the last one).
 */
export const adminHeaders: ReadonlyArray<readonly [name: string, value: string]> = [
  ["Content-Security-Policy", adminContentSecurityPolicy()],
  ["Cross-Origin-Opener-Policy", openerPolicy.admin],
  ["X-Robots-Tag", "noindex, nofollow"],
  ["Cache-Control", cacheControl.html],
];
