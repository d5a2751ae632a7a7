// The site's text face, cut down to the characters the site can show (issue 14, first paint).
//
// Inter's Latin file (48 kB, weights 100–900) would travel with every page: every page carries
// its text face, as a data: URL (app/layouts/site.astro says why). The site uses weights 400–700
// and about a hundred characters, all written in content/ and app/: this cuts the file to those
// (13.5 kB, below) and names it "Inter Subset", with a unicode-range of exactly what it holds,
// tried before @fontsource's "Inter Variable" (app/app.css). A character outside it (a visitor's
// name typed in a form, say) still finds @fontsource's own file for its range: nothing renders
// worse, that file is only fetched when such a character is on the page.
//
// It keeps only the OpenType features the site uses: kerning, and tabular figures (the
// `tabular-nums` class). Inter's others (contextual alternates, fractions, numerators…) and the
// glyphs they reach were a third of the file, and the browser applies none of them but `calt`,
// which only nudges punctuation to sit with capitals and digits. And it keeps the ASCII code and
// markup symbols (ON_DEMAND, below) only where the content shows them. 21.6 kB → 13.5 kB.
//
// Why the size matters: every page carries the face, so its bytes are in every page's first two
// round trips, which hold 43.8 kB (`npm run size` holds each page to that).
//
// Plain JavaScript so that `npm run content` (run before dev, build, typecheck and the tests) can
// run it. Writes only when the result changes, so the dev server is not told of a new file on
// every start.
import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);

/** Where the subset and its @font-face go, under the checkout (git-ignored). */
export const FONT_DIR = ".generated/fonts";
export const SUBSET_FILE = "inter-subset.woff2";
/** The face as the layout writes it into every page: its @font-face, the file as a data: URL (app/layouts/site.astro). */
export const SUBSET_FACE = "inter-subset.json";
/** Its own family name, tried before @fontsource's "Inter Variable" (app/app.css), whatever the order of their rules. */
export const SUBSET_FAMILY = "Inter Subset";
/** The weights the site's classes use (font-normal … font-bold); Markdown's <strong> is 700. */
export const WEIGHTS = { min: 400, max: 700 };
/** The OpenType features kept: kerning and `tabular-nums`. */
export const FEATURES = ["kern", "tnum"];
/** Where the site's text is written: every character the pages can show comes from these. */
const TEXT_SOURCES = ["content", "app"];
const TEXT_FILES = /\.(ya?ml|md|tsx?|json)$/;
/** @fontsource's Latin face's range (index.css): the code points its file can draw. */
export const LATIN_RANGE = [
  [0x0000, 0x00ff], [0x0131, 0x0131], [0x0152, 0x0153], [0x02bb, 0x02bc], [0x02c6, 0x02c6],
  [0x02da, 0x02da], [0x02dc, 0x02dc], [0x0304, 0x0304], [0x0308, 0x0308], [0x0329, 0x0329],
  [0x2000, 0x206f], [0x20ac, 0x20ac], [0x2122, 0x2122], [0x2191, 0x2191], [0x2193, 0x2193],
  [0x2212, 0x2212], [0x2215, 0x2215], [0xfeff, 0xfeff], [0xfffd, 0xfffd],
];

const inLatin = (cp) => LATIN_RANGE.some(([from, to]) => cp >= from && cp <= to);

/** Every file under `dir` whose text the site may show. */
async function textFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && TEXT_FILES.test(e.name)).map((e) => path.join(e.parentPath, e.name));
}

/**
 * ASCII symbols kept only where the site's text shows them. They are code and markup characters
 * (Markdown's `#`, `*` and `[…]`, the forms' `{placeholders}`), which the pages' prose does not
 * use; together they were a tenth of the file. Every other ASCII character is always kept, for
 * numbers, dates, anything a template composes and what visitors commonly type. A page that
 * shows one of these without its being kept still draws it, from @fontsource's Latin file, and
 * the every-page gate reports that file's fetch, naming the page.
 */
export const ON_DEMAND = "#*=[\\]^`{|}~";

/**
 * The code points to keep: printable ASCII always, except ON_DEMAND; every other Latin-range
 * character written in `written` (the site's source and content files as they are); and the
 * ON_DEMAND symbols in `shown` (the content's text as pages show it, see shownText).
 * @param {Iterable<string>} written
 * @param {Iterable<string>} [shown]
 * @returns {number[]} sorted
 */
export function codePointsOf(written, shown = []) {
  const keep = new Set();
  for (let cp = 0x20; cp < 0x7f; cp++) if (!ON_DEMAND.includes(String.fromCharCode(cp))) keep.add(cp);
  keep.add(0xa0); // no-break space, which JSX and Markdown write as an entity
  for (const text of written) {
    for (const char of text) {
      const cp = char.codePointAt(0);
      if (cp !== undefined && cp > 0x7e && inLatin(cp)) keep.add(cp);
    }
  }
  for (const text of shown) {
    for (const char of text) if (ON_DEMAND.includes(char)) keep.add(char.codePointAt(0));
  }
  return [...keep].sort((a, b) => a - b);
}

const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/**
 * A content value as a page shows it: a link target shows nothing; Markdown's rendered HTML
 * shows its text but not its tags, and not its code (set in the monospace face); a form's
 * {placeholder} and the brackets of a consent line's [linked phrase] are not shown as written.
 * @param {string} value
 */
export function shownText(value) {
  if (/^(\/|#|[a-z]+:)\S*$/i.test(value)) return "";
  return value
    .replace(/<(pre|code)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(?:#x([\da-f]+)|#(\d+)|(\w+));/gi, (entity, hex, dec, name) =>
      hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : (ENTITIES[name] ?? entity),
    )
    .replace(/\{\{?[\w.-]+\}?\}/g, " ")
    .replace(/\[([^\]]*)\]/g, "$1");
}

/** Every string in a content collection's entries (arrays and objects alike). */
function stringsIn(value, out = []) {
  if (typeof value === "string") out.push(value);
  else if (value && typeof value === "object") for (const item of Object.values(value)) stringsIn(item, out);
  return out;
}

/** The content's text as pages show it: every value of the content as read (app/content/read.ts, Markdown rendered). */
const contentShown = (content) => stringsIn(content).map(shownText);

/** CSS unicode-range for sorted code points: consecutive runs joined (U+20-7E,U+A0,...). */
export function unicodeRange(codePoints) {
  const hex = (cp) => cp.toString(16).toUpperCase();
  const parts = [];
  for (let i = 0; i < codePoints.length; i++) {
    const start = codePoints[i];
    while (i + 1 < codePoints.length && codePoints[i + 1] === codePoints[i] + 1) i++;
    parts.push(start === codePoints[i] ? `U+${hex(start)}` : `U+${hex(start)}-${hex(codePoints[i])}`);
  }
  return parts.join(",");
}

/** The @font-face for the subset, its file at `src` (the page carries it as a data: URL). */
export function fontFaceCss(codePoints, src) {
  return [
    "/* Generated by scripts/font-subset.mjs: Inter cut to the site's characters and weights. */",
    "@font-face {",
    `  font-family: '${SUBSET_FAMILY}';`,
    "  font-style: normal;",
    "  font-display: optional;",
    `  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};`,
    `  src: url(${src}) format('woff2-variations');`,
    `  unicode-range: ${unicodeRange(codePoints)};`,
    "}",
  ].join("\n");
}

/**
 * Writes a generated file only when its bytes change, so the dev server is not told of a new file
 * on every start (scripts/icon-drawings.ts uses it too).
 * @param {string} file
 * @param {string | Uint8Array} data
 */
export async function writeIfChanged(file, data) {
  const current = await readFile(file).catch(() => undefined);
  if (current && Buffer.compare(current, Buffer.from(data)) === 0) return;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
}

/**
 * Cuts the font and writes it, and its face for the pages, into .generated/fonts/.
 * @param {unknown} content the content as read (app/content/read.ts `readContent`)
 */
export async function writeFontSubset(content, root = process.cwd()) {
  const files = (await Promise.all(TEXT_SOURCES.map((dir) => textFiles(path.join(root, dir))))).flat();
  const written = await Promise.all(files.map((file) => readFile(file, "utf8")));
  const codePoints = codePointsOf(written, contentShown(content));
  const source = await readFile(require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"));
  const subset = await subsetFont(source, String.fromCodePoint(...codePoints), {
    targetFormat: "woff2",
    variationAxes: { wght: WEIGHTS },
    keepFeatures: FEATURES,
  });
  const dir = path.join(root, FONT_DIR);
  await mkdir(dir, { recursive: true });
  await writeIfChanged(path.join(dir, SUBSET_FILE), subset);
  const href = `data:font/woff2;base64,${Buffer.from(subset).toString("base64")}`;
  await writeIfChanged(path.join(dir, SUBSET_FACE), JSON.stringify({ css: fontFaceCss(codePoints, href) }));
  return { codePoints, bytes: subset.length, sourceBytes: source.length };
}
