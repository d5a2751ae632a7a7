import { z } from "zod";
import { internalHref } from "./fields";

export const draft = z.boolean({ error: "Expected true or false" }).optional();

/** No trailing slash: the hosts send /old/ to /old first. */
const oldAddress = z
  .string()
  .regex(
    /^\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*(\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*$/,
    "Expected an old address on this site, like /blog/old-name: a path starting with /, without a trailing /, ? or #",
  );

/** Cloudflare Pages accepts 2,000 static redirects. */
const MAX_REDIRECTS = 2000;

export const redirectsSchema = z.strictObject({
  redirects: z
    .array(z.strictObject({ from: oldAddress, to: internalHref }))
    .max(MAX_REDIRECTS, `At most ${MAX_REDIRECTS} redirects: Cloudflare Pages ignores the rest`)
    .default([]),
});
