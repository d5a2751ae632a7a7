/**
 * How the CDN hosts we document read a `_headers` file, so the build can check what each URL
 * really gets. Netlify and Cloudflare Pages send the headers of EVERY rule whose path pattern
 * matches the request (Cloudflare joins a header named by two rules with a comma; Netlify's
 * documentation does not promise which one wins): a Cross-Origin-Opener-Policy or a
 * Content-Security-Policy named by two matching rules is unparseable or enforced twice. So no
 * URL may match two rules that name the same header, and /admin/ (the CMS) must match no rule
 * that names a public page's header. The two hosts match patterns differently (below), so every
 * check runs under both.
 */

export interface HeadersRule {
  /** The path pattern, as written ("/*", "/admin/*", "/services*"). */
  pattern: string;
  /** [name, value] pairs, in order. */
  headers: Array<[name: string, value: string]>;
}

export type CdnHost = "netlify" | "cloudflare";
export const cdnHosts: readonly CdnHost[] = ["netlify", "cloudflare"];

/** The rules of a `_headers` file: a path line, then its indented `Name: value` lines; `#` comments. */
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
 * Netlify (@netlify/headers-parser, getForRegExp): per path segment, `:name` is one segment, a
 * lone `*` also matches nothing (so `/admin/*` matches `/admin` and even `/administration`),
 * a `*` inside a segment is `.*` (the rest of the segment is not escaped, as upstream); a
 * trailing slash is optional and case is ignored.
 */
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

/**
 * Cloudflare Pages (workers-shared rules engine): the whole path must match; `*` is `.*`
 * anywhere (one per pattern), `:name` one segment; case and trailing slashes count.
 */
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
  let regExp = compiled.get(key);
  if (!regExp) {
    regExp = host === "netlify" ? netlifyRegExp(pattern) : cloudflareRegExp(pattern);
    compiled.set(key, regExp);
  }
  return regExp.test(pathname);
}

/** Every value each header gets for a request path on a host (lower-case names), in rule order. */
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
 * Headers whose value is a list, so one value sent twice means what it means once: each
 * Content-Security-Policy is enforced (the same policy twice is that policy), and Cache-Control
 * directives repeat harmlessly. Netlify matches `/services` and `/services/` both for /services,
 * so a page's own block arrives twice there, with the same values. Others are held to one rule:
 * an opener policy is one token, and is ignored once comma-joined, even with itself.
 */
const LIST_HEADERS = new Set(["content-security-policy", "cache-control"]);
const sameListValue = (name: string, values: readonly string[]) =>
  LIST_HEADERS.has(name) && values.every((value) => value === values[0]);

/**
 * What is wrong for these paths on either host: a header that two matching rules name (but for
 * the same list value twice), or a header whose value is not the one expected there.
 * Empty when all is well.
 */
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
