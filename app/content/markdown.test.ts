import { describe, expect, it } from "vitest";
import { findMarkdownProblems, readingMinutes, renderMarkdown } from "./markdown";

describe("Markdown for long-form content", () => {
  it("draws our own images with their size, in a <picture> with AVIF and WebP where the build made them", async () => {
    const images = async (src: string) =>
      src.endsWith(".png")
        ? {
            width: 640,
            height: 360,
            sources: [
              { type: "image/avif", srcSet: "/media/a.avif" },
              { type: "image/webp", srcSet: "/media/a.webp" },
            ],
          }
        : { width: 1200, height: 675, sources: [] };
    const { html } = await renderMarkdown(
      "![The SOC floor](/media/a.png)\n\n![A diagram](/blog/b.svg)",
      { images },
    );
    expect(html).toContain(
      '<picture><source type="image/avif" srcset="/media/a.avif"><source type="image/webp" srcset="/media/a.webp"><img src="/media/a.png" alt="The SOC floor" width="640" height="360" loading="lazy" decoding="async"></picture>',
    );
    expect(html).toContain(
      '<img src="/blog/b.svg" alt="A diagram" width="1200" height="675" loading="lazy" decoding="async">',
    );
  });

  it("gives headings ids that link to themselves, and lists them as the contents", async () => {
    const { html, toc } = await renderMarkdown("## Why it matters\n\ntext\n\n### A detail\n\nmore");
    expect(html).toContain(
      '<h2 id="why-it-matters"><a class="heading-anchor" href="#why-it-matters">Why it matters</a></h2>',
    );
    expect(toc).toEqual([
      { id: "why-it-matters", text: "Why it matters", depth: 2 },
      { id: "a-detail", text: "A detail", depth: 3 },
    ]);
  });

  it("marks links to other sites for screen readers and gives them no referrer", async () => {
    const { html } = await renderMarkdown(
      "[Firefox help](https://support.mozilla.org/x) and [our services](/services)",
    );
    expect(html).toContain(
      '<a href="https://support.mozilla.org/x" rel="noopener noreferrer">Firefox help<span class="sr-only"> (external site)</span></a>',
    );
    expect(html).toContain('<a href="/services">our services</a>');
  });

  it("treats a scheme in capitals as the same link: HTTPS: is marked outward, Mailto: is a mail link", async () => {
    const { html } = await renderMarkdown(
      "[CISA](HTTPS://www.cisa.gov/x) and [mail](Mailto:security@example.com)",
    );
    expect(html).toContain(
      '<a href="https://www.cisa.gov/x" rel="noopener noreferrer">CISA<span class="sr-only"> (external site)</span></a>',
    );
    expect(html).toContain('<a href="mailto:security@example.com">mail</a>');
  });

  it("makes a code block focusable, so a keyboard can scroll it on a phone", async () => {
    const { html } = await renderMarkdown("```yaml\ntitle: rule\n```");
    expect(html).toMatch(/^<pre tabindex="0"><code/);
  });

  it("wraps each clause in a region named by its heading when asked (policies, jobs)", async () => {
    const { html } = await renderMarkdown("Intro\n\n## Your Rights\n\nText", { sections: true });
    expect(html).toContain('<section aria-labelledby="your-rights"><h2 id="your-rights">');
    expect(html.startsWith("<p>Intro</p>")).toBe(true);
  });

  it("counts the words for the reading time, a minute at least", async () => {
    const { words } = await renderMarkdown("## Title\n\none two three four");
    expect(words).toBe(5);
    expect(readingMinutes(5)).toBe(1);
    expect(readingMinutes(880)).toBe(4);
  });
});

describe("what a Markdown text may not hold, named by the file's line", () => {
  const problems = (markdown: string, firstLine = 1) =>
    findMarkdownProblems(markdown, "content/articles/x.md", firstLine);

  it("refuses raw HTML, block or inline, and says to write Markdown instead", () => {
    const found = problems('Intro\n\n<div class="note">Hidden</div>\n\nSome <b>bold</b> text', 6);
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(
      /^content\/articles\/x\.md: line 8: HTML \(<div>\) is not allowed .*write Markdown instead/,
    );
    expect(found[1]).toMatch(/^content\/articles\/x\.md: line 10: HTML \(<b>\)/);
  });

  it("allows a note to other editors in an HTML comment, but not one that hides text", () => {
    expect(problems("Text <!-- a note --> more\n\n<!-- a note\non two lines -->\n\nEnd")).toEqual(
      [],
    );
    expect(problems("<!-- note --> Visible?\n\nEnd")).toEqual([
      expect.stringMatching(/line 1: text after the end of a comment/),
    ]);
    expect(problems("Text\n\n<!-- never closed\n\nEverything else")).toEqual([
      expect.stringMatching(/line 3: this comment .* is never closed/),
    ]);
  });

  it("leaves HTML shown as code alone", () => {
    expect(problems("Write `<script>` as code.\n\n```html\n<div>x</div>\n```")).toEqual([]);
  });

  it("refuses a link with a user name or password, in any case, with its line", () => {
    const found = problems(
      "One\n\n[Portal](https://www.halcyrion.example@evil.example/)\n\n[Docs][d]\n\n[d]: HTTPS://user:pass@docs.example/",
    );
    expect(found).toEqual([
      expect.stringMatching(
        /^content\/articles\/x\.md: line 3: .*user name or password.* leads to evil\.example/,
      ),
      expect.stringMatching(/line 7: .*user name or password.* leads to docs\.example/),
    ]);
  });

  it("checks a picture defined by reference as a picture", () => {
    expect(problems("![Chart][c]\n\n[c]: https://tracker.example/c.png")).toEqual([
      expect.stringMatching(/line 3: .*is not a picture of this site/),
    ]);
  });

  it("given `refuse` (the CMS preview), draws the refusal where a refused link or picture would be, and nothing of it", async () => {
    const refuse = (url: string) =>
      url.startsWith("/") ? undefined : `not ${url.split(":")[0]?.length} letters`;
    const { html } = await renderMarkdown(
      "[run](javascript:alert(1)) ![x](https://tracker.example/p.png) [![y](/media/a.png)](data:text/html,x) [ours](/services)",
      { refuse },
    );
    expect(html).not.toMatch(/javascript:|tracker|data:|<img/);
    expect(html).toContain(
      '<mark class="rounded bg-red-50 px-1 text-red-900 ring-1 ring-red-300" data-refused="link">The build refuses this link: not 10 letters</mark>',
    );
    expect(html).toContain("The build refuses this image: not 5 letters");
    expect(html).toContain("The build refuses this link: not 4 letters");
    expect(html).toContain('<a href="/services">ours</a>');
  });
});
