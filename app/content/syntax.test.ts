/**
 * A YAML mistake is reported at the file's line, in words an editor can act on (the content
 * build prefixes the file: content-safety.test.ts). Front matter starts on a Markdown file's
 * second line, so its lines count from there.
 */
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { ContentSyntaxError, parseMarkdownFile, parseYamlFile } from "./syntax";

function problem(parse: () => unknown): string {
  try {
    parse();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentSyntaxError);
    return (error as Error).message;
  }
  throw new Error("no syntax error");
}

const yaml = (text: string) => problem(() => parseYamlFile(text));

describe("YAML syntax errors name the line and say what to do", () => {
  it("a quote that is never closed: the line where it opens", () => {
    expect(yaml('label: x\ntitle: "Security Consultant\nsummary: y\nrole: z\n')).toMatch(
      /^line 2: the value that starts here with " is never closed: end it with "/,
    );
    expect(yaml("label: x\ntitle: 'it\nrole: z\n")).toMatch(
      /^line 2: the value that starts here with ' is never closed/,
    );
  });

  it("a quote mark inside a value quoted with the same mark", () => {
    expect(yaml("title: 'it's here'\n")).toMatch(
      /^line 1: something follows a value that had ended: a value that itself contains a quote mark goes in the other kind of quotes/,
    );
  });

  it("a colon and a space inside a value", () => {
    expect(yaml("label: x\ntitle: Security: a primer\n")).toMatch(
      /^line 2: a value on this line contains a colon and a space \(": "\).*put such a value in double quotes/,
    );
  });

  it("a field written twice", () => {
    expect(yaml("title: a\nsummary: b\ntitle: c\n")).toBe(
      'line 3: the field "title" is written twice in the same group: keep one',
    );
  });

  it("indentation: a line out of step, a tab", () => {
    expect(yaml("location:\n  label: London\n city: London\n")).toMatch(
      /^line 3: this line is not indented like the lines around it/,
    );
    expect(yaml("location:\n\tlabel: London\n")).toBe(
      "line 2: this line is indented with a tab: indent with spaces only",
    );
  });

  it("a list in brackets that is never closed", () => {
    expect(yaml("tags: [cloud, identity\nsummary: x\n")).toMatch(
      /^line 1: a list written in \[ \] .* is not closed: add the closing \]/,
    );
  });

  it("a value starting with a character YAML reserves", () => {
    expect(yaml("handle: @halcyrion\n")).toBe(
      "line 1: a value cannot start with @: put the whole value in double quotes",
    );
    expect(yaml("label: x\nvalue: *500\n")).toMatch(/^line 2: a value cannot start with \* or &/);
  });

  it("a line that is not a field", () => {
    expect(yaml("title: x\njust some words\n")).toMatch(
      /^line 2: this line is not a field: write it as name: value/,
    );
  });

  it("a valid file reads as its fields, dates as written", () => {
    expect(parseYamlFile("title: x\ndate: 2024-03-07\nstart: 2024-03-07T14:00:00-05:00\n")).toEqual(
      { title: "x", date: "2024-03-07", start: "2024-03-07T14:00:00-05:00" },
    );
  });

  it("is why the content layer has a loader of its own: Astro's YAML reader loses the written offset", async () => {
    // docs/decisions/0012: if Astro's glob() loader kept the date as written, it could replace ours.
    const astroRequire = createRequire(
      createRequire(import.meta.url).resolve("astro/package.json"),
    );
    const { load } = (await import(astroRequire.resolve("js-yaml"))) as {
      load(text: string): Record<string, unknown>;
    };
    expect(load("start: 2024-03-07T14:00:00-05:00").start).toBeInstanceOf(Date);
  });
});

describe("YAML that asks for more than text is refused at its line", () => {
  it("a tag asking for code or an object, a custom tag, even a standard one", () => {
    expect(yaml("title: x\nrun: !!js/function 'function () { return 1 }'\n")).toMatch(
      /^line 2: "!!js\/function" is a YAML tag: .*remove the tag/,
    );
    expect(yaml('items:\n  - !!python/object/apply:os.system ["id"]\n')).toMatch(
      /^line 2: "!!python\/object\/apply:os\.system" is a YAML tag/,
    );
    expect(yaml("title: !include secrets.yaml\n")).toMatch(/^line 1: "!include" is a YAML tag/);
    expect(yaml("data: !!binary aGVsbG8=\n")).toMatch(/^line 1: "!!binary" is a YAML tag/);
    expect(yaml("members: !!set {a, b}\n")).toMatch(/^line 1: "!!set" is a YAML tag/);
    expect(yaml("code: !!str 0042\n")).toMatch(/^line 1: "!!str" is a YAML tag/);
    expect(yaml("%TAG !x! tag:evil.example,2026:\n---\nrun: !x!shell ls\n")).toMatch(
      /^line 3: "tag:evil\.example,2026:shell" is a YAML tag/,
    );
  });

  it("in a Markdown file's front matter, at the file's line", () => {
    expect(
      problem(() => parseMarkdownFile("---\ntitle: x\nrun: !!js/function 'f'\n---\nText\n")),
    ).toMatch(/^line 3: "!!js\/function" is a YAML tag/);
  });

  it("any other warning, and a list or group as a field name", () => {
    expect(yaml("%YAML 1.3\n---\ntitle: x\n")).toMatch(/^line 1: Unsupported YAML version 1\.3/);
    expect(yaml("%SHELL ls\n---\ntitle: x\n")).toMatch(/^line 1: Unknown directive %SHELL/);
    expect(yaml("? [a, b]\n: x\n")).toMatch(/^line 1: a field's name is a word before a colon/);
  });

  it("reads YAML 1.2 whatever a %YAML line says: no stays text, a date as written", () => {
    expect(parseYamlFile("%YAML 1.1\n---\nanswer: no\ndate: 2024-03-07\n")).toEqual({
      answer: "no",
      date: "2024-03-07",
    });
  });
});

describe("Markdown front matter", () => {
  const markdown = (text: string) => problem(() => parseMarkdownFile(text));

  it("counts lines from the top of the file", () => {
    expect(markdown("---\ntitle: a\nsummary: b\ntitle: c\n---\nText\n")).toBe(
      'line 4: the field "title" is written twice in the same group: keep one',
    );
  });

  it("fields that are not closed, or missing", () => {
    expect(markdown("---\ntitle: a\n\nText without the closing line\n")).toMatch(
      /^line 1: the fields at the top are not closed: add a line with only ---/,
    );
    expect(markdown("# Just text\n")).toMatch(
      /^line 1: the file should start with its fields between two lines of ---/,
    );
  });

  it("reads the fields and the text, a byte-order mark and Windows line ends included", () => {
    expect(parseMarkdownFile("\uFEFF---\r\ntitle: a\r\n---\r\nText\r\n---\r\nmore")).toEqual({
      title: "a",
      content: "Text\r\n---\r\nmore",
    });
  });
});
