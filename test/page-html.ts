/** What the page tests read from a rendered page's HTML: its tags' attributes, its headings' text, its links. */

const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};
/** Text as a browser reads it: named and numeric entities decoded. */
export const decode = (text: string) =>
  text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) =>
    name.startsWith("#x") || name.startsWith("#X")
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith("#")
        ? String.fromCodePoint(Number(name.slice(1)))
        : (entities[name] ?? whole),
  );

/** The attributes of every `<name ...>` element, decoded. */
export const elementsOf = (html: string, name: string): Record<string, string>[] =>
  [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "g"))].map(([, attributes]) =>
    Object.fromEntries(
      [...(attributes ?? "").matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map(([, key, value]) => [
        key,
        decode(value ?? ""),
      ]),
    ),
  );

/** The text of every `<name>` element, tags removed and spaces collapsed. */
export const textsOf = (html: string, name: string): string[] =>
  [...html.matchAll(new RegExp(`<${name}\\b[^>]*>([\\s\\S]*?)</${name}>`, "g"))].map(([, inner]) =>
    decode((inner ?? "").replace(/<[^>]+>/g, ""))
      .replace(/\s+/g, " ")
      .trim(),
  );

/** The site paths the page links to (no files: feeds, images), without query or fragment. */
export const internalLinks = (html: string): string[] =>
  [...html.matchAll(/href="(\/[^"#?]*)/g)]
    .map(([, href]) => href ?? "")
    .filter((href) => !/\.\w+$/.test(href));
