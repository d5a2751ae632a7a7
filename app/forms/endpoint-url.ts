/**
 * The host is strict because its origin is written into the CSP and the nginx configuration: the
 * URL parser accepts hosts like `evil.com;script-src` or `a"b.com`. Plain http only on loopback (tests). */
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);
const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
/** Two labels at least, the last one alphabetic or punycode. */
const DNS_NAME = new RegExp(`^(?:${LABEL}\\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$`);

export const ENDPOINT_URL_RULE =
  "an https:// URL on a domain name, without user name or password (http:// only for localhost and 127.0.0.1)";

export function isEndpointUrl(value: string): boolean {
  const url = URL.parse(value.trim());
  if (!url || url.username || url.password || url.hash) return false;
  if (LOOPBACK.has(url.hostname)) return url.protocol === "https:" || url.protocol === "http:";
  return url.protocol === "https:" && DNS_NAME.test(url.hostname);
}

export const notAnEndpointUrl = (setting: string, value: string) =>
  `${setting} must be ${ENDPOINT_URL_RULE}; got ${JSON.stringify(value)}`;

/** Throws, naming the setting, when the URL is not allowed. */
export function endpointOrigin(value: string, setting = "the form endpoint"): string {
  if (!isEndpointUrl(value)) throw new Error(notAnEndpointUrl(setting, value));
  return new URL(value.trim()).origin;
}
