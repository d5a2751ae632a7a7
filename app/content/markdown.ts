// Markdown to HTML for long-form content, at build only; the table of contents and reading time come
// from the same tree the page shows. Raw HTML is refused first (findMarkdownProblems) and dropped by
// remark-rehype anyway, so the text's only addresses are its links and pictures, which `urls` checks.
import type { Element, ElementContent, Root } from "hast";
import type { Root as MdastRoot } from "mdast";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { markdownProblems } from "./markdown-rules";

export type TocEntry = { id: string; text: string; depth: 2 | 3 };
export type RenderedMarkdown = { html: string; toc: TocEntry[]; words: number };

/** Words a minute an attentive reader manages on technical prose. */
const WORDS_PER_MINUTE = 220;

export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** Every problem of a Markdown text as "<file>: line N: what to do"; `firstLine` is the text's first
 * line in the file (after the fields). */
export function findMarkdownProblems(markdown: string, file: string, firstLine = 1): string[] {
  return problemsIn(unified().use(remarkParse).use(remarkGfm).parse(markdown), { file, firstLine });
}

const problemsIn = (
  tree: MdastRoot,
  { file, firstLine = 1 }: { file: string; firstLine?: number },
) =>
  markdownProblems(tree).map(
    ({ line, message }) => `${file}: line ${line + firstLine - 1}: ${message}`,
  );

export interface MarkdownOptions {
  /** Wrap each h2 and what follows it in a <section> named by the heading (policies, job postings). */
  sections?: boolean;
  /** Size and modern versions of a pictured image by site path (app/content/images.ts): given, every
   * <img> gets width and height, and a <picture> with AVIF and WebP sources when it has them. */
  images?: (
    src: string,
  ) => Promise<{ width: number; height: number; sources: Array<{ type: string; srcSet: string }> }>;
  /** Called with every link's href and picture's src as the page will have them; throws to refuse one
   * (app/content-layer/read.ts applies app/content/links.ts and checks our pages exist). */
  urls?: (url: string, kind: "link" | "image") => void;
  /** The CMS preview's `urls`: a link or picture it refuses (it returns the build's message) is not drawn;
   * the message stands in its place, where the page would have shown it, instead of stopping the rendering. */
  refuse?: (url: string, kind: "link" | "image") => string | undefined;
  /** Checked as it is parsed (findMarkdownProblems' rules): a problem stops the rendering, every one listed. */
  source?: { file: string; firstLine?: number };
  /** A paragraph that is only `{{name}}` replaced by the block's elements (`{{postal-addresses}}`). */
  blocks?: Record<string, () => ElementContent[]>;
}

export async function renderMarkdown(
  markdown: string,
  options: MarkdownOptions = {},
): Promise<RenderedMarkdown> {
  const toc: TocEntry[] = [];
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(() => (tree: MdastRoot) => {
      const problems = options.source ? problemsIn(tree, options.source) : [];
      if (problems.length) throw new Error(problems.join("\n"));
    })
    .use(remarkRehype)
    .use(() => (tree: Root) => (options.urls ? checkUrls(tree, options.urls) : undefined))
    .use(() => (tree: Root) => (options.refuse ? replaceRefused(tree, options.refuse) : undefined))
    .use(rehypeSlug)
    .use(() => (tree: Root) => collect(tree, toc))
    .use(rehypeAutolinkHeadings, {
      behavior: "wrap",
      properties: { className: ["heading-anchor"] },
    })
    .use(() => (tree: Root) => markOutwardLinks(tree))
    .use(() => (tree: Root) => focusableCodeBlocks(tree))
    .use(() => (tree: Root) => (options.sections ? sectionize(tree) : undefined))
    .use(() => (tree: Root) => (options.blocks ? placeBlocks(tree, options.blocks) : undefined))
    .use(() => async (tree: Root) => (options.images ? pictures(tree, options.images) : undefined))
    .use(rehypeStringify)
    .process(markdown);
  const words = markdown
    .replace(/[#>*_`[\]()-]/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return { html: String(file), toc, words };
}

/** A hast element, as the plugins below add them. */
export const element = (
  tagName: string,
  properties: Element["properties"] = {},
  children: ElementContent[] = [],
): Element => ({ type: "element", tagName, properties, children });

function textOf(node: Element | Root): string {
  return node.children
    .map((child) =>
      child.type === "text" ? child.value : child.type === "element" ? textOf(child) : "",
    )
    .join("");
}

function visit(node: Element | Root, fn: (element: Element, parent: Element | Root) => void) {
  for (const child of node.children) {
    if (child.type === "element") {
      fn(child, node);
      visit(child, fn);
    }
  }
}

function collect(tree: Root, toc: TocEntry[]) {
  visit(tree, (heading) => {
    const depth = heading.tagName === "h2" ? 2 : heading.tagName === "h3" ? 3 : undefined;
    if (depth && typeof heading.properties.id === "string")
      toc.push({ id: heading.properties.id, text: textOf(heading), depth });
  });
}

/** A link's href or a picture's src, and which of the two it is. */
const urlOf = (node: Element) =>
  node.tagName === "a"
    ? (["link", node.properties.href] as const)
    : node.tagName === "img"
      ? (["image", node.properties.src] as const)
      : [];

function checkUrls(tree: Root, check: NonNullable<MarkdownOptions["urls"]>) {
  visit(tree, (node) => {
    const [kind, url] = urlOf(node);
    if (kind && url !== undefined) check(String(url), kind);
  });
}

/** Each refused link or picture (with everything inside it) replaced by the reason, marked for the eye. */
function replaceRefused(tree: Root, refuse: NonNullable<MarkdownOptions["refuse"]>) {
  visit(tree, (node, parent) => {
    const [kind, url] = urlOf(node);
    const message = kind && url !== undefined ? refuse(String(url), kind) : undefined;
    if (!kind || !message) return;
    const index = parent.children.indexOf(node);
    parent.children[index] = element(
      "mark",
      {
        className: ["rounded", "bg-red-50", "px-1", "text-red-900", "ring-1", "ring-red-300"],
        dataRefused: kind,
      },
      [{ type: "text", value: `The build refuses this ${kind}: ${message}` }],
    );
  });
}

/** Links to other sites: no referrer or opener, and a screen-reader note that they leave the site. */
function markOutwardLinks(tree: Root) {
  visit(tree, (link) => {
    const href = link.properties.href;
    if (link.tagName !== "a" || typeof href !== "string") return;
    // HTTPS: and Mailto: are the same links: written in lower case, so every later check reads them alike.
    const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(href)?.[0];
    if (scheme) link.properties.href = scheme.toLowerCase() + href.slice(scheme.length);
    if (!/^https?:$/i.test(scheme ?? "")) return;
    link.properties.rel = ["noopener", "noreferrer"];
    link.children.push(
      element("span", { className: ["sr-only"] }, [{ type: "text", value: " (external site)" }]),
    );
  });
}

/** A code block scrolls sideways on a phone: keyboard users must be able to focus it to scroll it. */
function focusableCodeBlocks(tree: Root) {
  visit(tree, (element) => {
    if (element.tagName === "pre") element.properties.tabIndex = 0;
  });
}

/** Paragraphs that name a block, anywhere in the text, become its elements. */
function placeBlocks(node: Element | Root, blocks: NonNullable<MarkdownOptions["blocks"]>) {
  const children = node.children as ElementContent[];
  node.children = children.flatMap((child): ElementContent[] => {
    if (child.type !== "element") return [child];
    const name =
      child.tagName === "p" ? /^\{\{([a-z-]+)\}\}$/.exec(textOf(child).trim())?.[1] : undefined;
    const block = name ? blocks[name] : undefined;
    if (block) return block();
    placeBlocks(child, blocks);
    return [child];
  }) as typeof node.children;
}

/** Each h2 with the content up to the next h2 becomes a <section aria-labelledby> (a named region). */
function sectionize(tree: Root) {
  const children: Root["children"] = [];
  let current: Element | undefined;
  for (const node of tree.children) {
    if (
      node.type === "element" &&
      node.tagName === "h2" &&
      typeof node.properties.id === "string"
    ) {
      const section = element("section", { ariaLabelledBy: [node.properties.id] }, [node]);
      children.push(section);
      current = section;
    } else if (current && node.type !== "doctype") current.children.push(node);
    else children.push(node);
  }
  tree.children = children;
}

/** Our own images in the text get their intrinsic size, and a <picture> with modern formats where the build made them. */
async function pictures(tree: Root, images: NonNullable<MarkdownOptions["images"]>) {
  const found: Array<{ parent: Element | Root; image: Element }> = [];
  visit(tree, (image, parent) => {
    if (
      image.tagName === "img" &&
      typeof image.properties.src === "string" &&
      image.properties.src.startsWith("/")
    )
      found.push({ parent, image });
  });
  for (const { parent, image } of found) {
    const info = await images(String(image.properties.src));
    image.properties.width = info.width;
    image.properties.height = info.height;
    image.properties.loading = "lazy";
    image.properties.decoding = "async";
    if (info.sources.length === 0) continue;
    const sources = info.sources.map((source) =>
      element("source", { type: source.type, srcSet: source.srcSet }),
    );
    parent.children[parent.children.indexOf(image)] = element("picture", {}, [...sources, image]);
  }
}
