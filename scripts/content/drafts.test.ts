// @vitest-environment node
/**
 * Drafts, scheduled articles and redirects through the real content build on scratch copies: left out
 * of every page, list and feed, and a link to them fails. Entries are picked, never named. */
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readAddresses } from "../../app/content-layer/addresses";
import { buildContentFrom } from "../../test/content-build";
import { scratchContent } from "../../test/scratch-content";

const scratchFolder = scratchContent("drafts");

const slug = (name: string) => name.replace(/\.md$/, "");
/** Every content file's text, to find what no other file links or redirects to. */
const texts = (readdirSync("content", { recursive: true, encoding: "utf8" }) as string[])
  .filter((file) => /\.(md|ya?ml)$/.test(file))
  .map(
    (file) =>
      [file.split(path.sep).join("/"), readFileSync(path.join("content", file), "utf8")] as const,
  );
/** Whether an article is on the site today: no draft, not dated after today. */
const live = (name: string) => {
  const text = readFileSync(path.join("content/articles", name), "utf8");
  const date = /^date: *"?([\d-]+)/m.exec(text)?.[1] ?? "";
  return !/^draft: *true *$/m.test(text) && date <= new Date().toISOString().slice(0, 10);
};
/** Two live articles of the content, by file name, that no other file links or redirects to: drafting one is then valid. */
const [first, second] = readdirSync("content/articles")
  .filter((name) => name.endsWith(".md") && live(name))
  .sort()
  .filter((name) =>
    texts.every(
      ([file, text]) =>
        file === `articles/${name}` || !new RegExp(`/blog/${slug(name)}(?![\\w-])`).test(text),
    ),
  ) as [string, string];

/** Front matter gets `line` first; the body gets `body` appended. */
const edit = (text: string, line?: string, body = "") =>
  `${line ? text.replace(/^---\n/, `---\n${line}\n`) : text}${body}`;

/** Copies content/, applies the edits, builds with BUILD_DATE, and returns the articles built (or the error). */
async function build(
  name: string,
  edits: Record<string, (text: string) => string>,
  buildDate?: string,
) {
  const content = scratchFolder.copy(name);
  for (const [file, change] of Object.entries(edits))
    writeFileSync(path.join(content, file), change(readFileSync(path.join(content, file), "utf8")));
  const previous = process.env.BUILD_DATE;
  if (buildDate) process.env.BUILD_DATE = buildDate;
  try {
    const built = await buildContentFrom(content);
    return {
      content,
      articles: built.articles.map((article) => article.slug),
      error: "",
    };
  } catch (error) {
    return { content, articles: [], error: error instanceof Error ? error.message : String(error) };
  } finally {
    if (previous === undefined) delete process.env.BUILD_DATE;
    else process.env.BUILD_DATE = previous;
  }
}

describe("drafts and scheduled articles in the content build", () => {
  it("a draft is checked, then left out of its collection", async () => {
    const drafted = await build("draft", {
      [`articles/${first}`]: (text) => edit(text, "draft: true"),
    });
    expect(drafted.error).toBe("");
    expect(drafted.articles).not.toContain(slug(first));
    expect(drafted.articles).toContain(slug(second));
    const broken = await build("draft-broken", {
      [`articles/${first}`]: (text) => edit(text, "draft: true", "\n{{no-such-claim}}\n"),
    });
    expect(broken.error).toContain(
      `${broken.content}/articles/${first}: body: unknown placeholder {{no-such-claim}}`,
    );
  }, 120_000);

  it("a link to a draft fails the build with the linking file and field", async () => {
    const { content, error } = await build("link-to-draft", {
      [`articles/${first}`]: (text) => edit(text, "draft: true"),
      [`articles/${second}`]: (text) =>
        edit(text, undefined, `\nRead [the other piece](/blog/${slug(first)}).\n`),
    });
    expect(error).toContain(
      `${content}/articles/${second}: body: links to a draft: /blog/${slug(first)} is not on the site while ${content}/articles/${first} has "draft: true"`,
    );
  }, 120_000);

  it("an article dated after the build waits for a build on or after its date", async () => {
    // Tomorrow, not a far year: other content has dates too (a certification expires).
    const tomorrow = new Date(Date.now() + 864e5).toISOString().slice(0, 10);
    const future = (text: string) => text.replace(/^date: .*$/m, `date: ${tomorrow}`);
    expect((await build("scheduled", { [`articles/${first}`]: future })).articles).not.toContain(
      slug(first),
    );
    expect(
      (await build("published", { [`articles/${first}`]: future }, tomorrow)).articles,
    ).toContain(slug(first));
  }, 120_000);

  it("a page can be a draft, but not one the site's code links to; a menu linking to a draft page fails", async () => {
    // A page the menus link to, whose file is under pages/ (not the home page, the blog, /resources or a form's page).
    const special = ["/", "/blog", "/resources", ...Object.values(readAddresses().formPages)];
    const menuLink =
      [...readFileSync("content/navigation.yaml", "utf8").matchAll(/href: (\/[a-z0-9/-]*)$/gm)]
        .map((match) => match[1] ?? "")
        .find((href) => !special.includes(href) && existsSync(`content/pages${href}.yaml`)) ?? "";
    const linked = await build("page-draft", {
      [`pages${menuLink}.yaml`]: (text) => `draft: true\n${text}`,
    });
    expect(linked.error).toMatch(
      new RegExp(
        `${linked.content}/navigation\\.yaml: [\\w.]+\\.href: links to a draft: ${menuLink} is not on the site`,
      ),
    );
    const home = await build("home-draft", { "pages/home.yaml": (text) => `draft: true\n${text}` });
    expect(home.error).toContain(`${home.content}/pages/home.yaml: draft: / cannot be a draft`);
  }, 120_000);

  it("refuses a redirect to a page that does not exist, with the file and the entry", async () => {
    const { content, error } = await build("redirect", {
      "redirects.yaml": () => "redirects:\n  - from: /old-address\n    to: /no-such-page\n",
    });
    expect(error).toContain(`${content}/redirects.yaml: redirects.0.to: /no-such-page is no page`);
  }, 120_000);
});
