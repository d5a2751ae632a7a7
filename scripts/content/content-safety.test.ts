// @vitest-environment node
/**
 * Nothing an editor writes or uploads can hurt the site: the real content build, on a scratch copy of
 * test/fixtures/content, refuses it with the file, the field and what to do; limits come from the schema. */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { BODY_MAX, DESCRIPTION_MAX, TEXT_MAX, TITLE_MAX } from "../../app/content/schema/fields";
import { buildContentFrom } from "../../test/content-build";
import { scratchContent } from "../../test/scratch-content";
import { cmsCollections, optionsFromDisk } from "../cms/config";
import { cmsProblems } from "../../test/cms-rules";

const scratchFolder = scratchContent("content-safety", { from: "launch" });

/** A scratch copy of the launch content to break, and its build's message ("built" when it builds). */
function scratch(name: string) {
  const content = scratchFolder.copy(name);
  const file = (relative: string) => path.join(content, relative);
  const firstArticle =
    readdirSync(file("articles"))
      .filter((name) => name.endsWith(".md"))
      .sort()[0] ?? "";
  return {
    content,
    file,
    write(relative: string, data: string | Buffer) {
      mkdirSync(path.dirname(file(relative)), { recursive: true });
      writeFileSync(file(relative), data);
    },
    read: (relative: string) => readFileSync(file(relative), "utf8"),
    /** A YAML file with fields set ([path, value] pairs, through the YAML document, comments kept). */
    setYaml(relative: string, ...changes: Array<[Array<string | number>, unknown]>) {
      const doc = parseDocument(readFileSync(file(relative), "utf8"));
      for (const [at, value] of changes) doc.setIn(at, value);
      writeFileSync(file(relative), doc.toString());
    },
    /** A new article, a copy of the first one with front matter fields and the text changed. */
    article(slug: string, changes: Array<[Array<string | number>, unknown]> = [], body?: string) {
      const [, front = "", text = ""] =
        /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(
          readFileSync(file(`articles/${firstArticle}`), "utf8"),
        ) ?? [];
      const doc = parseDocument(front);
      // Its own title and description, as every page needs.
      doc.set("title", `Safety check: ${slug}`);
      doc.set("description", `A copy the content safety test makes: ${slug}.`);
      for (const [at, value] of changes) doc.setIn(at, value);
      writeFileSync(file(`articles/${slug}.md`), `---\n${doc.toString()}---\n${body ?? text}`);
      return `${content}/articles/${slug}.md`;
    },
    async build() {
      try {
        await buildContentFrom(content);
        return "built";
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    },
  };
}

type Scratch = ReturnType<typeof scratch>;
/** The copy's first page file (a page every site has), read in the copy: content/ may differ. */
const firstPage = (copy: Scratch) =>
  readdirSync(copy.file("pages"))
    .filter((name) => name.endsWith(".yaml"))
    .sort()[0] ?? "";
const firstOf = (copy: Scratch, folder: string) =>
  readdirSync(copy.file(folder))
    .filter((name) => name.endsWith(".md"))
    .sort()[0] ?? "";

describe("a YAML or front-matter syntax error fails the build at its line (the file is never silently left out)", () => {
  it("in a page, a Markdown entry and the company details", async () => {
    const copy = scratch("syntax");
    const page = `pages/${firstPage(copy)}`;
    const broken = `${copy.read(page).replace(/\n?$/, "\n")}extra: "never closed\n`;
    copy.write(page, broken);
    const job = `jobs/${firstOf(copy, "jobs")}`;
    copy.write(job, copy.read(job).replace(/^---\n/, "---\nsubtitle: Security: a primer\n"));
    const site = `${copy.read("site.yaml").replace(/\n?$/, "\n")}name: Again\n`;
    copy.write("site.yaml", site);

    const message = await copy.build();
    expect(message).toMatch(/^Content has \d+ problems?:/);
    expect(message).toContain(
      `${copy.content}/${page}: line ${broken.split("\n").length - 1}: the value that starts here with " is never closed: end it with "`,
    );
    expect(message).toContain(
      `${copy.content}/${job}: line 2: a value on this line contains a colon and a space (": ")`,
    );
    expect(message).toContain(
      `${copy.content}/site.yaml: line ${site.split("\n").length - 1}: the field "name" is written twice in the same group: keep one`,
    );
  });

  it("an emptied file", async () => {
    const copy = scratch("empty");
    const page = `pages/${firstPage(copy)}`;
    copy.write(page, "");
    expect(await copy.build()).toContain(
      `${copy.content}/${page}: the file is empty: fill it in (copy another file of its folder to start) or delete it`,
    );
  });

  it("front matter that is not closed", async () => {
    const copy = scratch("front-matter");
    const job = `jobs/${firstOf(copy, "jobs")}`;
    // Every line of --- but the first gone: the fields never close.
    copy.write(
      job,
      copy.read(job).replace(/^---$/gm, (line, offset: number) => (offset === 0 ? line : "")),
    );
    expect(await copy.build()).toContain(
      `${copy.content}/${job}: line 1: the fields at the top are not closed: add a line with only --- after the last field`,
    );
  });
});

/** The file's line (from 1) that `snippet` starts on. */
const lineOf = (file: string, snippet: string) =>
  readFileSync(file, "utf8").slice(0, readFileSync(file, "utf8").indexOf(snippet)).split("\n")
    .length;

describe("raw HTML in a Markdown text is refused at its line, saying to write Markdown", () => {
  it("a block and an inline tag; a note in a comment is allowed", async () => {
    const copy = scratch("raw-html");
    const block = '<div class="callout">Call us now</div>';
    const blockFile = copy.article("safety-html-block", [], `Text.\n\n${block}\n`);
    const inline = "A <span>word</span> here.";
    const inlineFile = copy.article("safety-html-inline", [], `Text.\n\n${inline}\n`);
    const note = copy.article(
      "safety-html-note",
      [],
      "Text.\n\n<!-- a note to the next editor -->\n\nMore.\n",
    );
    const message = await copy.build();
    expect(message).toContain(
      `${blockFile}: line ${lineOf(blockFile, block)}: HTML (<div>) is not allowed in the text`,
    );
    expect(message).toContain(
      `${inlineFile}: line ${lineOf(inlineFile, inline)}: HTML (<span>) is not allowed in the text`,
    );
    expect(message).toMatch(/HTML \(<div>\) is not allowed in the text: .*write Markdown instead/);
    expect(message).not.toContain(note);
  });
});

describe("links: only pages of the site, #anchors, http(s), mailto: and tel:; pictures: only our own files", () => {
  it("refuses links that could run code or hide another host, in Markdown texts", async () => {
    const copy = scratch("body-links");
    const cases: Record<string, [string, string]> = {
      javascript: [
        "[Read more](javascript:alert(document.cookie))",
        '"javascript:" links are not allowed',
      ],
      data: [
        "[Open](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
        '"data:" links are not allowed',
      ],
      vbscript: ["[Run](vbscript:msgbox(1))", '"vbscript:" links are not allowed'],
      file: ["[Passwords](file:///etc/passwd)", '"file:" links are not allowed'],
      "protocol-relative": [
        "[Login](//evil.example/login)",
        '"//evil.example/login" leads to another site without saying how',
      ],
      reference: [
        "[Docs][docs]\n\n[docs]: javascript:void(0)",
        '"javascript:" links are not allowed',
      ],
      autolink: ["<javascript:alert(1)>", '"javascript:" links are not allowed'],
      "user-name": [
        "[Sign in](https://www.halcyrion.example@evil.example/)",
        '"https://www.halcyrion.example@evil.example/" has a user name or password before an @, so it leads to evil.example',
      ],
      "capitals-user-name": [
        "[Sign in](HTTPS://user:secret@evil.example/)",
        '"HTTPS://user:secret@evil.example/" has a user name or password before an @',
      ],
    };
    const files = Object.entries(cases).map(
      ([name, [markdown, expected]]) =>
        [copy.article(`safety-${name}`, [], `Text.\n\n${markdown}\n`), markdown, expected] as const,
    );
    const message = await copy.build();
    // A reference link's address is on its last line ([docs]: ...): the line named.
    for (const [file, markdown, expected] of files)
      expect(message).toContain(
        `${file}: line ${lineOf(file, markdown.split("\n").at(-1) ?? "")}: ${expected}`,
      );
    expect(message).toContain(
      "a link is a page of the site (/services/red-team), a part of a page (#methodology), a web address (https://...), an email (mailto:name@example.com) or a phone number (tel:+15551234567)",
    );
  });

  it("refuses pictures from other hosts, in Markdown texts and picture fields", async () => {
    const copy = scratch("images");
    const pixel = copy.article(
      "safety-pixel",
      [],
      "Text.\n\n![](https://tracker.example/pixel.gif)\n",
    );
    const inline = copy.article(
      "safety-inline",
      [],
      "Text.\n\n![Chart](data:image/png;base64,iVBORw0KGgo=)\n",
    );
    const field = copy.article("safety-field", [
      [["image", "src"], "https://tracker.example/pixel.png"],
    ]);
    const message = await copy.build();
    expect(message).toContain(
      `${pixel}: line ${lineOf(pixel, "![](https")}: "https://tracker.example/pixel.gif" is not a picture of this site: pictures from other sites (or written into the text) are not allowed; upload it to the media library`,
    );
    expect(message).toContain(
      `${inline}: line ${lineOf(inline, "![Chart]")}: "data:image/png;base64,iVBORw0KGgo=" is not a picture of this site`,
    );
    expect(message).toContain(
      `${field}: image.src: Expected a picture of this site, like /media/team-photo.png (uploaded) or /blog/name.svg: pictures from other sites are not allowed`,
    );
  });

  it("refuses such links in YAML fields: menus, buttons and social profiles", async () => {
    const copy = scratch("yaml-links");
    const page = `pages/${firstPage(copy)}`;
    copy.setYaml("navigation.yaml", [["home", "href"], "javascript:alert(1)"]);
    copy.setYaml(page, [
      ["hero", "actions"],
      [{ kind: "link", label: "Sign in", to: "//evil.example/login" }],
    ]);
    copy.setYaml("site.yaml", [
      ["social"],
      [
        { name: "LinkedIn", url: "javascript:alert(1)" },
        { name: "X", url: "https://x.com\\@evil.example" },
        { name: "GitHub", url: "https://github.com@evil.example/halcyrion" },
      ],
    ]);
    const message = await copy.build();
    expect(message).toContain(
      `${copy.content}/navigation.yaml: home.href: Expected a path on this site, like "/services/red-team"`,
    );
    expect(message).toContain(
      `${copy.content}/${page}: hero.actions.0.to: Expected a path on this site`,
    );
    expect(message).toContain(
      `${copy.content}/site.yaml: social.0.url: Expected a web address starting with https://`,
    );
    expect(message).toContain(
      `${copy.content}/site.yaml: social.1.url: "https://x.com\\@evil.example" contains a space, a backslash or an invisible character`,
    );
    expect(message).toContain(
      `${copy.content}/site.yaml: social.2.url: "https://github.com@evil.example/halcyrion" has a user name or password before an @`,
    );
  });

  it("builds with every kind of link allowed, and our own pictures", async () => {
    const copy = scratch("allowed");
    mkdirSync(copy.file("media"));
    await sharp({ create: { width: 1200, height: 630, channels: 3, background: "#0f766e" } })
      .png()
      .toFile(copy.file("media/soc-floor.png"));
    copy.setYaml("site.yaml", [
      ["social"],
      [{ name: "LinkedIn", url: "https://www.linkedin.com/company/example" }],
    ]);
    const links = [
      "[Home](/)",
      "[Top](#top)",
      "[CISA](https://www.cisa.gov/)",
      "[Old](http://example.com/)",
      "[Capitals](HTTPS://www.example.com/)",
      "[Mail in capitals](Mailto:security@example.com)",
      "[Mail](mailto:security@example.com?subject=Hello%20there)",
      "[Call](tel:+15551234567)",
      "<https://www.example.com/>",
      "www.example.com",
    ];
    copy.article(
      "safety-allowed",
      [[["image", "src"], "/media/soc-floor.png"]],
      `Text.\n\n${links.join("\n\n")}\n\n![The floor](/media/soc-floor.png)\n`,
    );
    expect(await copy.build()).toBe("built");
  });
});

describe("lengths: titles and descriptions as search results show them, every text capped, a body at most BODY_MAX", () => {
  it("refuses each over-long text with its length and its limit", async () => {
    const copy = scratch("lengths");
    const page = `pages/${firstPage(copy)}`;
    copy.setYaml(
      page,
      [["meta", "title"], "T".repeat(TITLE_MAX + 1)],
      [["meta", "description"], "D".repeat(DESCRIPTION_MAX + 1)],
      [["hero", "intro"], "I".repeat(TEXT_MAX + 1)],
    );
    const article = copy.article("safety-long", [
      [["title"], "T".repeat(TITLE_MAX + 1)],
      [["description"], "D".repeat(DESCRIPTION_MAX + 1)],
    ]);
    const body = copy.article("safety-body", [], "B".repeat(BODY_MAX + 1));
    const message = await copy.build();
    const n = (value: number) => value.toLocaleString("en-US");
    expect(message).toContain(
      `${copy.content}/${page}: meta.title: ${TITLE_MAX + 1} characters: at most ${TITLE_MAX} here; search results cut longer titles, so shorten it`,
    );
    expect(message).toContain(
      `${copy.content}/${page}: meta.description: ${DESCRIPTION_MAX + 1} characters: at most ${DESCRIPTION_MAX} here; search results show about the first 160 characters`,
    );
    expect(message).toContain(
      `${copy.content}/${page}: hero.intro: ${TEXT_MAX + 1} characters: at most ${TEXT_MAX} here; shorten it`,
    );
    expect(message).toContain(
      `${article}: title: ${TITLE_MAX + 1} characters: at most ${TITLE_MAX} here`,
    );
    expect(message).toContain(
      `${article}: description: ${DESCRIPTION_MAX + 1} characters: at most ${DESCRIPTION_MAX} here`,
    );
    expect(message).toContain(
      `${body}: body: ${n(BODY_MAX + 1)} characters: a text has at most ${n(BODY_MAX)} (about 15,000 words); shorten it or split it into several entries`,
    );
  });

  it("the CMS form shows the limits and refuses the same texts before saving", () => {
    const collections = cmsCollections(
      optionsFromDisk({ contentDir: "content", repo: "owner/site" }),
    );
    const articles = collections.find((collection) => collection.name === "articles");
    const fields = articles?.fields ?? [];
    expect(fields.find((field) => field.name === "title")).toMatchObject({
      hint: `Up to ${TITLE_MAX} characters`,
    });
    const article = {
      title: "A title",
      description: "A description.",
      category: "security",
      author: "someone",
      date: "2026-01-01",
      tags: ["soc"],
      image: { src: "/media/a.png", alt: "A picture" },
      body: "Text.",
    };
    expect(cmsProblems(fields, article)).toEqual([]);
    expect(
      cmsProblems(fields, {
        ...article,
        title: "T".repeat(TITLE_MAX + 1),
        body: "B".repeat(BODY_MAX + 1),
      }),
    ).toEqual([`title: Up to ${TITLE_MAX} characters`, `body: Up to ${BODY_MAX} characters`]);
  });
});

describe("uploads: content/media holds only the pictures the build converts", () => {
  async function mediaFolder(copy: ReturnType<typeof scratch>) {
    mkdirSync(copy.file("media"));
    await sharp({ create: { width: 64, height: 64, channels: 3, background: "#0f766e" } })
      .jpeg()
      .toFile(copy.file("media/team.jpg"));
    copy.write("media/landing.html", "<!doctype html><script>fetch('/admin/')</script>");
    copy.write(
      "media/logo.svg",
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    copy.write("media/tracker.js", "alert(1)");
    copy.write("media/photo.png", "<html><script>alert(1)</script></html>");
    copy.write("media/Team Photo.jpg", readFileSync(copy.file("media/team.jpg")));
    copy.write("media/old/photo.png", readFileSync(copy.file("media/team.jpg")));
  }

  it("refuses anything else, naming the file and what may be uploaded", async () => {
    const copy = scratch("media");
    await mediaFolder(copy);
    const message = await copy.build();
    const allowed =
      "upload only PNG, JPEG, WebP or AVIF pictures (an SVG, a web page or a script could run code on the site); remove it";
    expect(message).toContain(
      `${copy.content}/media/landing.html: a .html file cannot be published: ${allowed}`,
    );
    expect(message).toContain(
      `${copy.content}/media/logo.svg: a .svg file cannot be published: ${allowed}`,
    );
    expect(message).toContain(
      `${copy.content}/media/tracker.js: a .js file cannot be published: ${allowed}`,
    );
    expect(message).toContain(
      `${copy.content}/media/photo.png: this is not a PNG picture, whatever its name says: upload the picture again, saved as PNG`,
    );
    expect(message).toContain(
      `${copy.content}/media/Team Photo.jpg: rename it with letters, digits and hyphens only, ending in .jpg`,
    );
    expect(message).toContain(
      `${copy.content}/media/old/photo.png: a folder inside content/media: move the picture directly into content/media`,
    );
    expect(message).not.toContain("media/team.jpg");
  });
});
