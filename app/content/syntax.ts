// YAML read so a syntax error fails the build with the file's line and what the editor should fix:
// the parser's own messages ("Nested mappings are not allowed...") say what it met, not what was wrong.
// app/content-layer/read.ts prefixes the file: `content/jobs/x.md: line 7: the field "title" is written twice...`.
import {
  type Document,
  LineCounter,
  type YAMLError,
  isAlias,
  isNode,
  isPair,
  isScalar,
  parseDocument,
  visit,
} from "yaml";

/** A syntax error at a line of the file: its message reads "line 7: what is wrong". */
export class ContentSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly words: string,
  ) {
    super(`line ${line}: ${words}`);
  }
}

/** Where a file goes wrong, and what to do about it. */
type Problem = { line: number; words: string };

/** The fields between a first line of --- and the next line of ---, then the text. */
const FRONT_MATTER = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n([\s\S]*))?$/;

/** A .yaml file's fields; throws a ContentSyntaxError. A file that is not a group of fields reads as none (the schema then says which are missing). */
export function parseYamlFile(text: string): Record<string, unknown> {
  return fields(parseYaml(text.replace(/^\uFEFF/, ""), 0));
}

/** A Markdown file's front matter fields and its text (`content`); throws a ContentSyntaxError. */
export function parseMarkdownFile(text: string): Record<string, unknown> & { content: string } {
  const file = text.replace(/^\uFEFF/, "");
  const match = FRONT_MATTER.exec(file);
  if (!match)
    throw new ContentSyntaxError(
      1,
      /^---[ \t]*\r?\n/.test(file)
        ? "the fields at the top are not closed: add a line with only --- after the last field, before the text"
        : "the file should start with its fields between two lines of ---: copy the top of another file of this folder",
    );
  // The front matter starts on the file's second line.
  return { ...fields(parseYaml(match[1] ?? "", 1)), content: match[2] ?? "" };
}

/** Any YAML text (a Sigma rule), read as strictly as a content file; throws a ContentSyntaxError. */
export const parseYamlText = (text: string): unknown => parseYaml(text.replace(/^\uFEFF/, ""), 0);

const fields = (data: unknown): Record<string, unknown> =>
  data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : {};

function parseYaml(text: string, lineOffset: number): unknown {
  const lines = new LineCounter();
  // The core schema whatever a %YAML line asks: YAML 1.1's reads `no` as false and a date as a timestamp.
  const doc = parseDocument(text, { lineCounter: lines, schema: "core" });
  const [error] = doc.errors;
  if (error) {
    const { line, words } = explain(error, doc, text, lines);
    throw new ContentSyntaxError(line + lineOffset, words);
  }
  // A tag asks the reader for a type of its own (a function, an object, binary data); some readers run code
  // for one. Content holds text, numbers, lists and groups, so a tag, and any warning, stops the build.
  const unsafe = tagProblem(doc, lines) ?? warningProblem(doc.warnings, lines);
  if (unsafe) throw new ContentSyntaxError(unsafe.line + lineOffset, unsafe.words);
  try {
    return doc.toJS();
  } catch (error) {
    // `*name` and `&name` are YAML references; an editor means the text.
    const line = firstLine(doc, lines, (node) => (isAlias(node) ? node : undefined)) ?? 1;
    throw new ContentSyntaxError(
      line + lineOffset,
      `a value cannot start with * or & (${error instanceof Error ? error.message : String(error)}): put the whole value in double quotes`,
    );
  }
}

const QUOTE_HINT =
  'a value that itself contains a quote mark goes in the other kind of quotes (title: "It\'s here" or title: \'He said "hi"\')';

const NOT_A_FIELD =
  "this line is not a field: write it as name: value (a colon and a space after the name), or indent it under the field it belongs to";

/** What to do about the errors whose message is the same wherever they are. */
const FIXES: Partial<Record<YAMLError["code"], string>> = {
  TAB_AS_INDENT: "this line is indented with a tab: indent with spaces only",
  MULTILINE_IMPLICIT_KEY: NOT_A_FIELD,
  MULTIPLE_DOCS: "a line with only --- splits the file in two: remove it",
  BLOCK_AS_IMPLICIT_KEY:
    'a value on this line contains a colon and a space (": "), or the next line is indented further than it should be: put such a value in double quotes (title: "Security: a primer"), and indent the fields of one group alike',
  UNEXPECTED_TOKEN: `something follows a value that had ended: ${QUOTE_HINT}; otherwise check the colons and indentation`,
};

/** The line an error is best shown at, and what to do about it. */
function explain(error: YAMLError, doc: Document, text: string, lines: LineCounter): Problem {
  const line = error.linePos?.[0].line ?? lines.linePos(error.pos[0]).line;
  const said = error.message.split(/ at line \d+/)[0] ?? error.message;
  const fixed = FIXES[error.code];
  if (fixed) return { line, words: fixed };
  switch (error.code) {
    case "MISSING_CHAR": {
      const mark = /closing (["'])quote/.exec(said)?.[1];
      if (mark)
        return (
          unclosedQuote(doc, error, lines, mark) ?? {
            line,
            words: `a value opened with ${mark} is never closed: end it with ${mark}, or remove the opening one`,
          }
        );
      if (/followed by map values/.test(said)) return { line, words: NOT_A_FIELD };
      return { line, words: `${said}: check the quote marks, brackets and colons on this line` };
    }
    case "BAD_INDENT":
      if (/^Flow (sequence|map)/.test(said))
        return {
          line: Math.max(1, line - 1),
          words:
            "a list written in [ ] (or a group in { }) is not closed: add the closing ] (or })",
        };
      return {
        line,
        words:
          "this line is not indented like the lines around it: fields of one group start at the same column, indented with spaces",
      };
    case "DUPLICATE_KEY": {
      const name = /^\s*(?:-\s+)?([^:#]+?)\s*:/.exec(text.split(/\r?\n/)[line - 1] ?? "")?.[1];
      return {
        line,
        words: `the field ${name ? `"${name}" ` : ""}is written twice in the same group: keep one`,
      };
    }
    case "BAD_SCALAR_START":
      return {
        line,
        words: `a value cannot start with ${/character (\S+)/.exec(said)?.[1] ?? "this character"}: put the whole value in double quotes`,
      };
    default:
      return {
        line,
        words: `this is not valid YAML (${said}): check the quote marks, colons and indentation`,
      };
  }
}

/** The line where the quoted value that never closes starts (the parser notices at its end). */
function unclosedQuote(
  doc: Document,
  error: YAMLError,
  lines: LineCounter,
  mark: string,
): Problem | undefined {
  const line = firstLine(doc, lines, (node) =>
    isScalar(node) &&
    (node.type === "QUOTE_DOUBLE" || node.type === "QUOTE_SINGLE") &&
    node.range?.[1] === error.pos[0]
      ? node
      : undefined,
  );
  return line === undefined
    ? undefined
    : {
        line,
        words: `the value that starts here with ${mark} is never closed: end it with ${mark}; ${QUOTE_HINT}`,
      };
}

/** The first explicit tag (!!js/function, !!binary, !custom, even !!str), or a group or list used as a field name. */
function tagProblem(doc: Document, lines: LineCounter): Problem | undefined {
  let words = "";
  const line = firstLine(doc, lines, (node) => {
    if (isNode(node) && node.tag) {
      const tag = node.tag.replace(/^tag:yaml\.org,2002:/, "!!");
      words = `"${tag}" is a YAML tag: it asks the program reading the file to build a value of its own kind, and some run code for one; a content file holds only text, numbers, lists and groups, so remove the tag (and put text in double quotes)`;
      return node;
    }
    if (!isPair(node) || node.key === null || isScalar(node.key)) return undefined;
    words = "a field's name is a word before a colon, not a list or a group: write name: value";
    return node.key;
  });
  return line === undefined ? undefined : { line, words };
}

/** The yaml library's first warning, if any: each is a way the file could be read otherwise than meant. */
function warningProblem(warnings: readonly YAMLError[], lines: LineCounter): Problem | undefined {
  const [warning] = warnings;
  if (!warning) return undefined;
  const said = warning.message.split(/ at line \d+/)[0] ?? warning.message;
  return {
    line: warning.linePos?.[0].line ?? lines.linePos(warning.pos[0]).line,
    words: `${said}: write this line as plain YAML (name: value, lists, groups), without tags or directives`,
  };
}

/** The line of the first node (in the file's order) for which `at` names a node, the one to show. */
function firstLine(
  doc: Document,
  lines: LineCounter,
  at: (node: unknown) => unknown,
): number | undefined {
  let line: number | undefined;
  visit(doc, (_, node) => {
    const shown = at(node);
    if (!isNode(shown) || !shown.range) return undefined;
    line = lines.linePos(shown.range[0]).line;
    return visit.BREAK;
  });
  return line;
}
