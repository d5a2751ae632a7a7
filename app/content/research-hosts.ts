// Where a link leads, compared with the hosts of a report's indicators by parsing, never by string:
// the WHATWG URL parser lower-cases, percent-decodes and IDNA-maps a host and reads every IPv4 and
// IPv6 spelling as one, so an indicator's host is caught however the text spells it. Pure: the content
// build refuses such a link (read.ts) and the CMS preview shows the same refusal (admin/previews.tsx).
import { defang, isIPv6 } from "./research-indicators";

/** A host as the URL parser writes it ("c2.example", "192.0.2.4", "[2001:db8::1]"), without a trailing dot. */
function canonicalHost(host: string): string | undefined {
  const literal = isIPv6(host) ? `[${host}]` : host;
  if (/[/?#@\\\s]/.test(literal)) return undefined;
  try {
    return new URL(`http://${literal}/`).hostname.replace(/\.$/, "") || undefined;
  } catch {
    return undefined;
  }
}

/** The host an indicator names, whatever type it is filed under (a hash names none). */
export function indicatorHost(value: string): string | undefined {
  if (value.includes("://")) return urlHosts(value)[0];
  if (value.includes("@")) return canonicalHost(value.slice(value.lastIndexOf("@") + 1));
  return canonicalHost(value);
}

/** `text` percent-decoded, again until nothing changes (a URL in a URL's query is encoded once more). */
function decoded(text: string): string {
  let current = text;
  for (let round = 0; round < 5; round++) {
    const next = current.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
    if (next === current) break;
    current = next;
  }
  return current;
}

/**
 * Every host a link may lead to: its own (a mailto:'s addresses' domains), and that of each URL written
 * inside it (https://redirect.example/?u=https://c2.example/ may well lead to c2.example). A link that is
 * not an absolute URL (a path of ours, #part) leads to none. */
export function urlHosts(href: string): string[] {
  if (!URL.canParse(href)) return [];
  const url = new URL(href);
  const own =
    url.protocol === "mailto:"
      ? decoded(url.pathname)
          .split(",")
          .map((address) => canonicalHost(address.slice(address.lastIndexOf("@") + 1).trim()))
      : [url.hostname.replace(/\.$/, "") || undefined];
  const inner = [...decoded(href).matchAll(/[/\\]{2}([^/?#\\\s"'<>]+)/g)].map(([, authority]) =>
    URL.canParse(`http://${authority}/`) ? new URL(`http://${authority}/`).hostname : undefined,
  );
  return [...new Set([...own, ...inner].map((host) => host?.replace(/\.$/, "")))].filter(
    (host): host is string => Boolean(host),
  );
}

/** An IPv4-mapped IPv6 host ([::ffff:c000:204]) as the IPv4 address a browser reaches (192.0.2.4). */
function unmapped(host: string): string {
  const [, high, low] = /^\[::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})\]$/.exec(host) ?? [];
  if (high === undefined || low === undefined) return host;
  const [a, b] = [parseInt(high, 16), parseInt(low, 16)];
  return [a >> 8, a & 255, b >> 8, b & 255].join(".");
}

/** An indicator's host is `host` itself or, for a name (not an address), one of its subdomains. */
const within = (host: string, indicator: string) =>
  unmapped(host) === unmapped(indicator) ||
  (!indicator.startsWith("[") && !/^[\d.]+$/.test(indicator) && host.endsWith(`.${indicator}`));

/** The first indicator whose host one of `hosts` is (or is under), with its index in the list. */
export function indicatorAt(hosts: readonly string[], indicators: readonly { value: string }[]) {
  for (const [index, { value }] of indicators.entries()) {
    const own = indicatorHost(value);
    const host = own && hosts.find((candidate) => within(candidate, own));
    if (host) return { index, host, own, value };
  }
  return undefined;
}

/** Why a link in a report's text may not be there: it leads to an indicator's host. Everything it
 * quotes is defanged, since the CMS preview shows it where the link would have been. */
export function indicatorLinkProblem(
  href: string,
  indicators: readonly { value: string }[],
): string | undefined {
  const found = indicatorAt(urlHosts(href), indicators);
  if (!found) return undefined;
  const { index, host, own, value } = found;
  const shown = (text: string) => {
    const safe = defang("url", text);
    return safe.length > 80 ? `${safe.slice(0, 79)}…` : safe;
  };
  return `a link to ${shown(href)} leads to ${shown(host)}, ${host === own ? "the host" : "under the host"} of indicator ${index} (${shown(value)}): an indicator is never a link; write it defanged (hxxps[://], [.], [@]) or as \`code\``;
}
