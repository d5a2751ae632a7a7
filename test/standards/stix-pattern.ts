import { isIPv4, isIPv6 } from "node:net";

/** A checker for the STIX patterns our bundles carry: observations `[path = 'value']`, comparisons joined by AND/OR
 * inside or between them, over the indicator types we publish. A valid STIX pattern outside that subset (other
 * operators, qualifiers, parentheses) is reported as unchecked, not passed. */
export function checkStixPattern(pattern: string): string[] {
  const problems: string[] = [];
  const tokens = tokenize(pattern, problems);
  if (problems.length > 0) return problems;
  let at = 0;
  const peek = () => tokens[at];
  const expect = (kind: Token["kind"], what: string): Token | undefined => {
    const token = tokens[at];
    if (token?.kind === kind) {
      at += 1;
      return token;
    }
    problems.push(`expected ${what} ${token ? `at "${token.text}"` : "at the end"}`);
    return undefined;
  };

  const observation = (): boolean => {
    if (!expect("[", "'['")) return false;
    // AND binds tighter than OR: comparisons joined by AND must observe the same object type.
    let andTypes = new Set<string>();
    for (;;) {
      const path = expect("path", "an object path (type:property)");
      if (!path || !expect("=", "'=' (the only comparison operator checked)")) return false;
      const value = expect("string", "a quoted string value");
      if (!value) return false;
      problems.push(...checkValue(path.text, value.text));
      const type = path.text.split(":")[0] ?? "";
      if (andTypes.size > 0 && !andTypes.has(type)) {
        problems.push(
          `AND joins ${[...andTypes][0]} and ${type} in one observation: use OR or separate observations`,
        );
      }
      andTypes.add(type);
      const next = peek();
      if (next?.kind === "]") {
        at += 1;
        break;
      }
      if (next?.kind !== "AND" && next?.kind !== "OR") {
        problems.push(`expected AND, OR or ']' ${next ? `at "${next.text}"` : "at the end"}`);
        return false;
      }
      if (next.kind === "OR") andTypes = new Set();
      at += 1;
    }
    return true;
  };

  if (tokens.length === 0) return ["the pattern is empty"];
  while (observation()) {
    const next = peek();
    if (!next) break;
    if (next.kind !== "AND" && next.kind !== "OR") {
      problems.push(`expected AND or OR between observations at "${next.text}"`);
      break;
    }
    at += 1;
  }
  return problems;
}

interface Token {
  kind: "[" | "]" | "=" | "AND" | "OR" | "path" | "string";
  text: string;
}

// type:property, then .identifier or .'quoted key' components (a key with a hyphen must be quoted).
const PATH = /([a-z0-9-]+:[a-z0-9_]+(?:\.(?:[A-Za-z_][A-Za-z0-9_]*|'[^'\\]*'))*)/y;
const KEYWORD = /(AND|OR)(?![A-Za-z0-9_])/y;

function tokenize(pattern: string, problems: string[]): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const matchAt = (re: RegExp) => {
    re.lastIndex = i;
    return re.exec(pattern)?.[1];
  };
  while (i < pattern.length) {
    const c = pattern[i] ?? "";
    if (/\s/.test(c)) i += 1;
    else if (c === "[" || c === "]" || c === "=") {
      tokens.push({ kind: c, text: c });
      i += 1;
    } else if (c === "'") {
      let value = "";
      let j = i + 1;
      for (; j < pattern.length && pattern[j] !== "'"; j += 1) {
        if (pattern[j] === "\\") {
          const escaped = pattern[j + 1];
          // STIX strings know two escapes only: \' and \\.
          if (escaped !== "'" && escaped !== "\\") {
            problems.push(
              `invalid escape "\\${escaped ?? ""}" in a string (only \\' and \\\\ are allowed)`,
            );
            return tokens;
          }
          j += 1;
        }
        value += pattern[j];
      }
      if (j >= pattern.length) {
        problems.push(`unterminated string starting at character ${i + 1}`);
        return tokens;
      }
      tokens.push({ kind: "string", text: value });
      i = j + 1;
    } else {
      const keyword = matchAt(KEYWORD);
      const path = keyword ? undefined : matchAt(PATH);
      const text = keyword ?? path;
      if (!text) {
        problems.push(`unexpected "${pattern.slice(i, i + 12)}" at character ${i + 1}`);
        return tokens;
      }
      tokens.push({ kind: keyword ? (keyword as "AND" | "OR") : "path", text });
      i += text.length;
    }
  }
  return tokens;
}

const HASH_LENGTHS: Record<string, number> = { MD5: 32, "SHA-1": 40, "SHA-256": 64 };

function checkValue(path: string, value: string): string[] {
  const hash = /^file:hashes\.(?:'([^']*)'|([A-Za-z0-9_]+))$/.exec(path);
  if (hash) {
    const algorithm = hash[1] ?? hash[2] ?? "";
    const length = HASH_LENGTHS[algorithm];
    if (!length)
      return [`${path}: hash algorithm "${algorithm}" is not one we check (MD5, SHA-1, SHA-256)`];
    return new RegExp(`^[0-9a-fA-F]{${length}}$`).test(value)
      ? []
      : [`${path}: "${value}" is not ${length} hexadecimal digits`];
  }
  const ok = VALUE_CHECKS[path];
  if (!ok) return [`${path}: object path outside the checked subset`];
  return ok(value) ? [] : [`${path}: "${value}" is not a valid value`];
}

const withPrefix = (isAddress: (v: string) => boolean, max: number) => (value: string) => {
  const [address = "", prefix, ...rest] = value.split("/");
  if (rest.length > 0 || !isAddress(address)) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= max);
};
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;
const isDomain = (v: string) =>
  v.length <= 253 && v.split(".").length > 1 && v.split(".").every((l) => LABEL.test(l));

const VALUE_CHECKS: Record<string, (value: string) => boolean> = {
  "ipv4-addr:value": withPrefix(isIPv4, 32),
  "ipv6-addr:value": withPrefix(isIPv6, 128),
  "domain-name:value": isDomain,
  "email-addr:value": (v) => {
    const at = v.lastIndexOf("@");
    return at > 0 && !/[\s@]/.test(v.slice(0, at)) && isDomain(v.slice(at + 1));
  },
  "url:value": (v) => URL.canParse(v) && /^[a-z][a-z0-9+.-]*:\/\/[^/\s]/i.test(v),
};
