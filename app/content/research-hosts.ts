// Links compared with indicators' hosts by the WHATWG URL parser, never by string, so a host is
// caught however it is spelled. Pure: used by the content build and the CMS preview alike.
import { defang, isIPv6 } from "./research-indicators";

/** Without a trailing dot. */
function canonicalHost(host: string): string | undefined {
  const literal = isIPv6(host) ? `[${host}]` : host;
  if (/[/?#@\\\s]/.test(literal)) return undefined;
  try {
    return new URL(`http://${literal}/`).hostname.replace(/\.$/, "") || undefined;
  } catch {
    return undefined;
  }
}

/** Whatever type the indicator is filed under. */
export function indicatorHost(value: string): string | undefined {
  if (value.includes("://")) return urlHosts(value)[0];
  if (value.includes("@")) return canonicalHost(value.slice(value.lastIndexOf("@") + 1));
  return canonicalHost(value);
}

/** Repeated: a URL in a URL's query is encoded once more. */
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

/** Its own, and each URL's written inside it: a redirect's ?u=https://c2.example/ leads there. */
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

/** An IPv4-mapped IPv6 host as the IPv4 address a browser reaches. */
function unmapped(host: string): string {
  const [, high, low] = /^\[::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})\]$/.exec(host) ?? [];
  if (high === undefined || low === undefined) return host;
  const [a, b] = [parseInt(high, 16), parseInt(low, 16)];
  return [a >> 8, a & 255, b >> 8, b & 255].join(".");
}

const within = (host: string, indicator: string) =>
  unmapped(host) === unmapped(indicator) ||
  (!indicator.startsWith("[") && !/^[\d.]+$/.test(indicator) && host.endsWith(`.${indicator}`));

export function indicatorAt(hosts: readonly string[], indicators: readonly { value: string }[]) {
  for (const [index, { value }] of indicators.entries()) {
    const own = indicatorHost(value);
    const host = own && hosts.find((candidate) => within(candidate, own));
    if (host) return { index, host, own, value };
  }
  return undefined;
}

/** Quotes defanged: the CMS preview shows it where the link would have been. */
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
