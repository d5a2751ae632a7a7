/**
 * Content is strict: a field the schema does not know stops the build naming it and, for a near miss,
 * what to write; a file the collections would not read is refused rather than left out. Edits are
 * made to a scratch copy of the frozen launch content, to files picked from its folders.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { everyEntryCollection } from "../collections/list";
import { buildContentFrom } from "../../test/content-build";
import { scratchContent } from "../../test/scratch-content";
import { quoted, unknownField } from "./schema/messages";

const scratch = scratchContent("strict-content", { from: "launch" });
const first = (dir: string, extension: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith(extension))
    .sort()[0] ?? "";

/** A copy changed by `change` (given its folder), and the build's message or "built". */
async function build(name: string, change: (content: string) => void) {
  const content = scratch.copy(name);
  change(content);
  try {
    await buildContentFrom(content);
    return { content, message: "built" };
  } catch (error) {
    return { content, message: error instanceof Error ? error.message : String(error) };
  }
}
const edit = (file: string, change: (text: string) => string) =>
  writeFileSync(file, change(readFileSync(file, "utf8")));

describe("an unknown field", () => {
  it("says what was meant for a near miss, and lists the fields otherwise", () => {
    const known = ["title", "date", "draft", "tags"];
    expect(unknownField("Draft", known)).toContain("write draft");
    expect(unknownField("drafts", known)).toContain("write draft");
    expect(unknownField("titel", known)).toContain("write title");
    expect(unknownField("colour", known)).toContain("fields here: title, date, draft, tags");
    expect(unknownField("tlp", known)).toContain("only a research report carries a marking");
  });

  it("quotes a huge key or value only in part", () => {
    expect(unknownField("k".repeat(50_000), ["draft"]).length).toBeLessThan(300);
    expect(quoted("v".repeat(100_000))).toMatch(/^"v{80}…" \(100,000 characters\)$/);
  });

  it("stops the build in an article, a page's section and the company details", async () => {
    const { content, message } = await build("keys", (dir) => {
      edit(path.join(dir, "articles", first(path.join(dir, "articles"), ".md")), (text) =>
        text.replace(/^---\n/, "---\nDraft: true\n"),
      );
      edit(path.join(dir, "site.yaml"), (text) => `${text}\nfounded_year: 1999\n`);
      edit(path.join(dir, "pages", "home.yaml"), (text) =>
        text.replace(/^(\s+)- type: (\S+)$/m, "$1- type: $2\n$1  colour: red"),
      );
    });
    const article = first(path.join(content, "articles"), ".md");
    expect(message).toContain(`${content}/articles/${article}: unknown field "Draft": write draft`);
    expect(message).toContain(`${content}/site.yaml: unknown field "founded_year"`);
    expect(message).toMatch(
      new RegExp(`${content}/pages/home\\.yaml: sections\\.\\d+: unknown field "colour"`),
    );
  });
});

describe("the share images' words (content/share-images.yaml)", () => {
  const share = (name: string, change: (text: string) => string) =>
    build(name, (dir) => edit(path.join(dir, "share-images.yaml"), change));

  it("stop the build naming the field for a near-miss key and a missing section", async () => {
    const { content, message } = await share("share-keys", (text) =>
      text.replace(/^( +)subtitle:/m, "$1subtitel:").replace(/^legal:\n(?: +.*\n)+/m, ""),
    );
    const file = `${content}/share-images.yaml`;
    expect(message).toMatch(new RegExp(`${file}: \\w+: unknown field "subtitel": write subtitle`));
    expect(message).toContain(`${file}: legal: Required`);
  });

  it("stop the build naming the field for an unknown placeholder", async () => {
    const { content, message } = await share("share-placeholder", (text) =>
      text.replace(/^(careers:\n +title: ).*$/m, "$1Careers at {{compnay}}"),
    );
    expect(message).toContain(
      `${content}/share-images.yaml: careers.title: unknown placeholder {{compnay}}`,
    );
  });
});

describe("a file the collections would not read", () => {
  it("is refused: another extension, a name that is no address, a folder, a section's own name", async () => {
    const { content, message } = await build("files", (dir) => {
      const articles = path.join(dir, "articles");
      const text = readFileSync(path.join(articles, first(articles, ".md")), "utf8");
      writeFileSync(path.join(articles, "notes.markdown"), text);
      writeFileSync(path.join(articles, "My Article.md"), text);
      writeFileSync(path.join(articles, "page.md"), text);
      mkdirSync(path.join(articles, "2026"));
      writeFileSync(path.join(articles, "2026", "later.md"), text);
    });
    const articles = `${content}/articles`;
    expect(message).toContain(`${articles}/notes.markdown: not read: an entry of`);
    expect(message).toContain(`${articles}/My Article.md: the file's name is the entry's address`);
    expect(message).toContain(`${articles}/page.md: "page" is the name of the section's own`);
    expect(message).toContain(`${articles}/2026: a folder here is not read`);
  });

  it("the names kept for a section are its own routes' (app/pages/<base>/)", () => {
    for (const { base, ownNames } of everyEntryCollection) {
      const dir = path.join("app", "pages", base);
      const own = readdirSync(dir)
        .filter((name) => !name.startsWith("["))
        .map((name) => name.replace(/\.[^.]*$/, ""));
      for (const name of own) expect(ownNames ?? [], dir).toContain(name);
    }
  });
});
