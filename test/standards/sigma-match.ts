/**
 * Whether a Sigma rule's detection matches one log event, as the Sigma specification (V2.0.0,
 * SigmaHQ/sigma-specification, "Detection") defines it, for the rules' example events (docs/research.md).
 * No JavaScript Sigma engine is installed here, and pySigma converts rules to queries rather than evaluating
 * them; this covers what our rules use and refuses the rest by name, so a test never passes on a guess.
 */
import { parse } from "yaml";

export class SigmaUnsupported extends Error {}

type Event = Record<string, unknown>;
const SUPPORTED = new Set(["contains", "startswith", "endswith", "all", "re", "cased", "exists"]);
const REGEX_FLAGS: Record<string, string> = { i: "i", m: "m", s: "s" };

/** A plain value as a regular expression: `*` any run, `?` one character, `\` escaping either or itself. */
function wildcardSource(value: string): string {
  let source = "";
  for (let i = 0; i < value.length; i++) {
    const char = value[i] ?? "";
    const next = value[i + 1];
    if (char === "\\" && (next === "*" || next === "?" || next === "\\")) {
      source += next.replace(/[\\*?]/, "\\$&");
      i++;
    } else if (char === "*") source += "[\\s\\S]*";
    else if (char === "?") source += "[\\s\\S]";
    else source += char.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  }
  return source;
}

const text = (value: unknown) =>
  typeof value === "string"
    ? value
    : typeof value === "number" || typeof value === "boolean"
      ? String(value)
      : undefined;

/** One value of the rule against the event's value, under the field's modifiers. */
function valueMatches(expected: unknown, actual: unknown, modifiers: readonly string[]): boolean {
  if (modifiers.includes("exists")) return (actual !== undefined) === (expected === true);
  if (expected === null) return actual === undefined || actual === null;
  const wanted = text(expected);
  const got = text(actual);
  if (wanted === undefined) throw new SigmaUnsupported(`value ${JSON.stringify(expected)}`);
  if (got === undefined) return false;
  if (modifiers.includes("re")) {
    const flags = modifiers.flatMap((modifier) => REGEX_FLAGS[modifier] ?? []).join("");
    return new RegExp(wanted, flags).test(got);
  }
  const body = wildcardSource(wanted);
  const source = modifiers.includes("contains")
    ? body
    : modifiers.includes("startswith")
      ? `^${body}`
      : modifiers.includes("endswith")
        ? `${body}$`
        : `^${body}$`;
  return new RegExp(source, modifiers.includes("cased") ? "" : "i").test(got);
}

/** `Field|mod|mod: value or list`: a list is any of its values, or all of them with `all`. */
function fieldMatches(key: string, expected: unknown, event: Event): boolean {
  const [field = "", ...modifiers] = key.split("|");
  for (const modifier of modifiers)
    if (!SUPPORTED.has(modifier) && !(modifiers.includes("re") && modifier in REGEX_FLAGS))
      throw new SigmaUnsupported(`modifier "${modifier}" (in ${key})`);
  const values = Array.isArray(expected) ? expected : [expected];
  const one = (value: unknown) => valueMatches(value, event[field], modifiers);
  return modifiers.includes("all") ? values.every(one) : values.some(one);
}

/** A search: a map is all of its fields, a list of maps any of them, a list of values a keyword search. */
function searchMatches(search: unknown, event: Event): boolean {
  if (Array.isArray(search)) {
    if (search.every((item) => typeof item === "object" && item !== null))
      return search.some((item) => searchMatches(item, event));
    return search.some((keyword) =>
      Object.values(event).some((value) => valueMatches(keyword, value, ["contains"])),
    );
  }
  if (typeof search === "object" && search !== null)
    return Object.entries(search).every(([key, value]) => fieldMatches(key, value, event));
  throw new SigmaUnsupported(`search ${JSON.stringify(search)}`);
}

/** The condition: and, or, not, parentheses, `1 of`/`any of`/`all of` a name pattern or `them`. */
function conditionMatches(condition: string, searches: Map<string, boolean>): boolean {
  const tokens = condition.match(/\(|\)|[^\s()]+/g) ?? [];
  let at = 0;
  const peek = () => tokens[at]?.toLowerCase();
  const names = (pattern: string) => {
    const matching = [...searches.keys()].filter((name) =>
      pattern === "them"
        ? !name.startsWith("_")
        : new RegExp(`^${wildcardSource(pattern)}$`).test(name),
    );
    if (!matching.length) throw new SigmaUnsupported(`no search matches "${pattern}"`);
    return matching.map((name) => searches.get(name) === true);
  };
  const primary = (): boolean => {
    const token = tokens[at++];
    if (token === undefined) throw new SigmaUnsupported(`condition "${condition}" ends early`);
    if (token === "(") {
      const value = or();
      if (tokens[at++] !== ")") throw new SigmaUnsupported(`condition "${condition}": missing )`);
      return value;
    }
    if (["1", "any", "all"].includes(token.toLowerCase()) && peek() === "of") {
      at++;
      const results = names(tokens[at++] ?? "");
      return token.toLowerCase() === "all" ? results.every(Boolean) : results.some(Boolean);
    }
    if (!searches.has(token)) throw new SigmaUnsupported(`condition names no search "${token}"`);
    return searches.get(token) === true;
  };
  const not = (): boolean => (peek() === "not" ? (at++, !not()) : primary());
  const and = (): boolean => {
    let value = not();
    while (peek() === "and") {
      at++;
      value = not() && value;
    }
    return value;
  };
  const or = (): boolean => {
    let value = and();
    while (peek() === "or") {
      at++;
      value = and() || value;
    }
    return value;
  };
  const result = or();
  if (at !== tokens.length)
    throw new SigmaUnsupported(`condition "${condition}": unexpected "${tokens[at] ?? ""}"`);
  return result;
}

/** Whether the rule's detection matches the event; SigmaUnsupported names what this matcher cannot evaluate. */
export function sigmaMatches(ruleText: string, event: Event): boolean {
  const rule = parse(ruleText) as { detection?: Record<string, unknown> } | null;
  const { condition, timeframe, ...searches } = rule?.detection ?? {};
  if (timeframe !== undefined) throw new SigmaUnsupported("timeframe");
  const conditions = Array.isArray(condition) ? condition : [condition];
  if (!conditions.every((item) => typeof item === "string") || !conditions.length)
    throw new SigmaUnsupported("a detection without a condition");
  const results = new Map(
    Object.entries(searches).map(([name, search]) => [name, searchMatches(search, event)]),
  );
  return (conditions as string[]).some((item) => {
    if (item.includes("|")) throw new SigmaUnsupported(`aggregation in "${item}"`);
    return conditionMatches(item, results);
  });
}
