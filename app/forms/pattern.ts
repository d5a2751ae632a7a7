/**
 * Applied as the HTML pattern attribute does: whole value, `v` flag where the browser has it, `u`
 * otherwise. The schema accepts only patterns that compile in both, so the two agree. */
function compile(pattern: string, flags: "v" | "u"): RegExp | undefined {
  try {
    return new RegExp(`^(?:${pattern})$`, flags);
  } catch {
    return undefined;
  }
}

const supportsV = Boolean(compile("a", "v"));

export function isPattern(pattern: string): boolean {
  return Boolean(compile(pattern, "u")) && (!supportsV || Boolean(compile(pattern, "v")));
}

export function matchesPattern(pattern: string, value: string): boolean {
  const expression = compile(pattern, supportsV ? "v" : "u");
  return expression ? expression.test(value) : true; // a broken pattern never blocks a visitor
}
