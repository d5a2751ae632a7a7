/**
 * How Netlify and Cloudflare Pages read a `_headers` file: both send EVERY matching rule's headers
 * (a doubled opener policy or CSP breaks), and they match patterns differently, so checks run under both. */

export interface HeadersRule {
  pattern: string;
  headers: Array<[name: string, value: string]>;
}

export type CdnHost = "netlify" | "cloudflare";
export const cdnHosts: readonly CdnHost[] = ["netlify", "cloudflare"];

/** `#` starts a comment line. */
export function parseHeadersFile(text: string): HeadersRule[] {
  const rules: HeadersRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const header = /^\s+([^:\s]+):\s*(.*)$/.exec(line);
    const rule = rules.at(-1);
    if (!header || !rule) throw new Error(`_headers: "${line.trim()}" is not under a path line`);
    rule.headers.push([header[1] ?? "", header[2] ?? ""]);
  }
  return rules;
}

const escapeRegExp = (text: string) =>
  text.replace(/[/\\^$*+?.()|[\]{}]/g, "\\$&").replaceAll("-", "\\x2d");

/**
 * Netlify (@netlify/headers-parser, getForRegExp): a lone `*` also matches nothing (`/admin/*` matches
 * `/admin`, even `/administration`); a trailing slash is optional and case is ignored. */
function netlifyRegExp(pattern: string): RegExp {
  const parts = pattern
    .split("/")
    .map((part) => part.trimEnd())
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(":")) return "([^/]+)";
      if (part === "*") return "?(.*)";
      if (part.includes("*")) return part.replaceAll("*", "(.*)");
      return escapeRegExp(part);
    });
  return new RegExp(`^/${parts.join("/")}/?$`, "iu");
}

/** Cloudflare Pages (workers-shared): the whole path, one `*` as `.*`; case and trailing slashes count. */
function cloudflareRegExp(pattern: string): RegExp {
  const source = pattern
    .split("*")
    .map(escapeRegExp)
    .join("(.*)")
    .replace(/:[A-Za-z]\w*/g, "([^/]+)");
  return new RegExp(`^${source}$`);
}

const compiled = new Map<string, RegExp>();

export function ruleMatches(host: CdnHost, pattern: string, pathname: string): boolean {
  const key = `${host} ${pattern}`;
  const regExp =
    compiled.get(key) ?? (host === "netlify" ? netlifyRegExp(pattern) : cloudflareRegExp(pattern));
  compiled.set(key, regExp);
  return regExp.test(pathname);
}

/** Lower-case names, values in rule order. */
export function headersFor(
  rules: readonly HeadersRule[],
  host: CdnHost,
  pathname: string,
): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const rule of rules) {
    if (!ruleMatches(host, rule.pattern, pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      found.set(key, [...(found.get(key) ?? []), value]);
    }
  }
  return found;
}

/**
 * The same list value twice means it once (Netlify matches `/services` and `/services/` for /services);
 * an opener policy is one token, ignored once comma-joined, even with itself. */
const LIST_HEADERS = new Set(["content-security-policy", "cache-control"]);
const sameListValue = (name: string, values: readonly string[]) =>
  LIST_HEADERS.has(name) && values.every((value) => value === values[0]);

/** A header two matching rules name (but for one list value twice), or a value not the one expected. */
export function headerProblems(
  rules: readonly HeadersRule[],
  paths: readonly string[],
  expected: Readonly<Record<string, string>> = {},
): string[] {
  const problems: string[] = [];
  for (const host of cdnHosts) {
    for (const pathname of paths) {
      const headers = headersFor(rules, host, pathname);
      for (const [name, values] of headers) {
        if (values.length > 1 && !sameListValue(name, values)) {
          const from = rules.filter(
            (rule) =>
              ruleMatches(host, rule.pattern, pathname) &&
              rule.headers.some(([other]) => other.toLowerCase() === name),
          );
          problems.push(
            `${host}: ${pathname} gets ${name} from ${from.length} rules (${from.map((rule) => rule.pattern).join(", ")})`,
          );
        }
      }
      for (const [name, value] of Object.entries(expected)) {
        const got = headers.get(name.toLowerCase());
        if (!got?.every((one) => one === value))
          problems.push(
            `${host}: ${pathname} gets ${name}: ${got?.join(", ") ?? "(none)"}, not ${value}`,
          );
      }
    }
  }
  return problems;
}
