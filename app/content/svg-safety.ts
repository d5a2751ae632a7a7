// An SVG opened on its own is a document of our origin: a script, handler or foreignObject would run with
// the site's rights, and a reference to another host would load from it. Refused under public/ by
// app/content-layer/read.ts; content/media/ takes no SVG (media.ts). Pure functions on the file's text.

/** Numeric character references decoded, so "&#106;avascript:" reads as what the browser sees. */
const decoded = (text: string) =>
  text.replace(/&#(x[0-9a-f]+|\d+);?/gi, (_match, code: string) =>
    String.fromCodePoint(
      code[0]?.toLowerCase() === "x" ? parseInt(code.slice(1), 16) : Number(code),
    ),
  );

/** Why a reference (href, url(...), @import) leaves this file's site, or undefined when it stays. */
function referenceProblem(reference: string): string | undefined {
  // Browsers drop whitespace and control characters inside a scheme ("java\tscript:").
  const value = [...reference]
    .filter((char) => char > " ")
    .join("")
    .toLowerCase();
  if (value.startsWith("//") || value.startsWith("\\") || value.startsWith("/\\"))
    return `a reference to another host (${reference.trim().slice(0, 60)})`;
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(value)?.[1];
  if (!scheme) return undefined;
  if (scheme === "data")
    return /^data:(image\/svg|text\/|application\/(xhtml|xml|javascript|ecmascript))/.test(value)
      ? `a data: URL that holds a document or script (${reference.trim().slice(0, 40)}...)`
      : undefined;
  return `a reference to ${scheme === "http" || scheme === "https" ? "another host" : `a ${scheme}: address`} (${reference.trim().slice(0, 60)})`;
}

/** Everything in the SVG text that could run code or load from another host, one line each. */
export function svgProblems(text: string): string[] {
  const svg = decoded(text);
  const problems = new Set<string>();
  if (/<([\w-]+:)?script\b/i.test(svg)) problems.add("a <script> element");
  if (/<([\w-]+:)?foreignObject\b/i.test(svg))
    problems.add("a <foreignObject> element (it can hold a web page)");
  if (/<!ENTITY/i.test(svg)) problems.add("an entity declaration (<!ENTITY)");
  for (const [tag] of svg.matchAll(/<[a-z][^>]*>/gi)) {
    for (const [, name = "", quoted] of tag.matchAll(
      /\s([\w:.-]+)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/g,
    )) {
      const value = quoted?.replace(/^["']|["']$/g, "") ?? "";
      if (/^on/i.test(name)) problems.add(`an event handler (${name}=)`);
      else if (/(^|:)href$|^src$/i.test(name) || /^(values|to|from|by)$/i.test(name)) {
        const problem = referenceProblem(value);
        if (problem) problems.add(problem);
      }
    }
  }
  const urls = [
    ...svg.matchAll(/url\(\s*["']?([^"')]*)["']?\s*\)/gi),
    ...svg.matchAll(/@import\s+["']([^"']*)["']/gi),
  ];
  for (const [, reference = ""] of urls) {
    const problem = referenceProblem(reference);
    if (problem) problems.add(problem);
  }
  return [...problems];
}

/** The build's message for an SVG that has problems, naming the file; undefined when it is safe. */
export function svgFileProblem(file: string, text: string): string | undefined {
  const problems = svgProblems(text);
  return problems.length === 0
    ? undefined
    : `${file}: ${problems.join("; ")}. The site serves it from its own origin, where it would run or load as the site: export it again as a plain drawing (no script, event handler, foreignObject or outside reference), or remove it`;
}
