// Publishing fields rather than content: `draft` (app/content/publication.ts) and content/redirects.yaml
// (checked by app/content/redirects.ts, written per host by scripts/redirects-config.ts).
import { z } from "zod";
import { internalHref } from "./fields";

/** `draft: true` keeps the entry off the site while it is edited and previewed in the CMS. */
export const draft = z.boolean({ error: "Expected true or false" }).optional();

/** An address a visitor may still arrive at (old sites' /about-us.html too): no empty or dot-only part, no
 * query or #part, and no trailing slash, since the hosts send /old/ to /old first. */
export const oldAddress = z
  .string()
  .regex(
    /^\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*(\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*$/,
    "Expected an old address on this site, like /blog/old-name: a path starting with /, without a trailing /, ? or #",
  );

/** At most what Cloudflare Pages accepts in _redirects (2,000 static redirects). */
export const MAX_REDIRECTS = 2000;

/** content/redirects.yaml: each old address and the page it now leads to (301, permanent). */
export const redirectsSchema = z.strictObject({
  redirects: z
    .array(z.strictObject({ from: oldAddress, to: internalHref }))
    .max(MAX_REDIRECTS, `At most ${MAX_REDIRECTS} redirects: Cloudflare Pages ignores the rest`)
    .default([]),
});
