/**
 * What the page tests read from a rendered page's HTML, parsed as a browser parses it (parse5, the
 * WHATWG algorithm): a page that quotes `<script>` in its text, an attribute or a code sample has
 * no script there, and one hidden in a comment or a <template> never runs. */
import { type DefaultTreeAdapterTypes as Html, parse } from "parse5";
import { scriptHash } from "../scripts/csp";

export type HtmlElement = Html.Element;
export type HtmlNode = Html.ChildNode | Html.Document;

/** The page's document (each element knows its line, for messages); `scripting: false` reads <noscript> as a visitor without scripts (and a crawler) gets it. */
export const parseHtml = (html: string, { scripting = true } = {}) =>
  parse(html, { scriptingEnabled: scripting, sourceCodeLocationInfo: true });

/** Every element under `root` in document order (a <template>'s inert content left out), or only those named `name`. */
export function elementsIn(root: HtmlNode, name?: string): HtmlElement[] {
  const found: HtmlElement[] = [];
  const walk = (node: HtmlNode) => {
    if ("tagName" in node && (name === undefined || node.tagName === name)) found.push(node);
    if ("childNodes" in node) node.childNodes.forEach(walk);
  };
  walk(root);
  return found;
}

/** An attribute's value as the browser reads it (entities decoded); `xlink:href` names a prefixed one. */
export const attribute = (element: HtmlElement, name: string): string | undefined =>
  element.attrs.find((attr) => (attr.prefix ? `${attr.prefix}:${attr.name}` : attr.name) === name)
    ?.value;

/** Whether a space-separated attribute (rel) holds `token`, in any case. */
export const hasToken = (element: HtmlElement, name: string, token: string) =>
  (attribute(element, name) ?? "").toLowerCase().split(/\s+/).includes(token);

/** The text a node holds, all descendants' text joined; `skip` leaves out elements (and their text) it returns true for. */
export function textOf(
  node: HtmlNode,
  skip: (element: HtmlElement) => boolean = () => false,
): string {
  if (node.nodeName === "#text" && "value" in node) return node.value;
  if ("tagName" in node && skip(node)) return "";
  return "childNodes" in node ? node.childNodes.map((child) => textOf(child, skip)).join("") : "";
}

/** An element's own text (its text children, not its descendants'): what CSP hashes of a script. */
const ownText = (element: HtmlElement) =>
  element.childNodes
    .map((child) => ("value" in child && child.nodeName === "#text" ? child.value : ""))
    .join("");

/** Data blocks (JSON-LD) are not executed, so CSP does not govern them. */
const DATA_BLOCK_TYPES = new Set(["application/ld+json", "application/json", "text/plain"]);

/** The sha256 of each script a browser runs from the page's own text (no src, not a data block), once each. */
export function inlineScriptHashes(page: string | HtmlNode): string[] {
  const hashes = elementsIn(typeof page === "string" ? parseHtml(page) : page, "script")
    .filter((script) => attribute(script, "src") === undefined)
    .filter(
      (script) => !DATA_BLOCK_TYPES.has(attribute(script, "type")?.trim().toLowerCase() ?? ""),
    )
    .map(ownText)
    .map(scriptHash);
  return [...new Set(hashes)];
}

/** The page's Content-Security-Policy <meta> elements, each with its policy as directive name → sources. */
export function cspMetas(root: HtmlNode) {
  return elementsIn(root, "meta")
    .filter((meta) => attribute(meta, "http-equiv")?.toLowerCase() === "content-security-policy")
    .map((meta) => {
      const directives = new Map<string, string[]>();
      for (const directive of (attribute(meta, "content") ?? "").split(";")) {
        const [name, ...sources] = directive.trim().split(/\s+/);
        if (name && !directives.has(name.toLowerCase()))
          directives.set(name.toLowerCase(), sources);
      }
      return { meta, directives };
    });
}

/** The page's JSON-LD blocks, parsed. */
export const jsonLdOf = (root: HtmlNode) =>
  elementsIn(root, "script")
    .filter((script) => attribute(script, "type") === "application/ld+json")
    .map((script) => JSON.parse(textOf(script)) as Record<string, unknown>);

/** The attributes of every `<name>` element, decoded (an attribute without a value is ""). */
export const elementsOf = (html: string, name: string): Record<string, string>[] =>
  elementsIn(parseHtml(html), name).map((element) =>
    Object.fromEntries(element.attrs.map((attr) => [attr.name, attr.value])),
  );

/** The text of every `<name>` element, spaces collapsed. */
export const textsOf = (html: string, name: string): string[] =>
  elementsIn(parseHtml(html), name).map((element) => textOf(element).replace(/\s+/g, " ").trim());

/** The site paths the page links to (no files: feeds, images), without query or fragment. */
export const internalLinks = (html: string): string[] =>
  elementsIn(parseHtml(html))
    .flatMap((element) => attribute(element, "href") ?? [])
    .filter((href) => href.startsWith("/"))
    .map((href) => href.replace(/[#?].*$/, ""))
    .filter((href) => !/\.\w+$/.test(href));
