import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  cspMetas,
  elementsOf,
  inlineScriptHashes,
  internalLinks,
  parseHtml,
  textsOf,
} from "./page-html";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

/** A research page that writes about scripts: in its text, its head, a code sample, a comment, a template. */
const quoting = `<!doctype html><html><head>
<meta http-equiv="content-security-policy" content="script-src 'self' '${sha("go()")}'">
<meta name="description" content="How <script>alert(1)</script> gets in">
<title>Why <script> tags matter</title>
</head><body>
<h1>On &lt;script&gt; injection</h1>
<p data-note="<script>alert(2)</script>">The loader writes &lt;script src=x&gt;&lt;/script&gt; into the page.</p>
<pre><code>&lt;script&gt;alert(3)&lt;/script&gt;
&lt;meta http-equiv="content-security-policy" content="script-src *"&gt;</code></pre>
<textarea><script>alert(4)</script></textarea>
<!-- <script>alert(5)</script> -->
<template><script>alert(6)</script></template>
<script type="application/ld+json">{"headline":"<\\/script> as text"}</script>
<script>go()</script>
</body></html>`;

describe("reading a page as a browser does", () => {
  it("finds no script where a page only quotes one, and the one it runs", () => {
    expect(inlineScriptHashes(quoting)).toEqual([sha("go()")]);
    const [policy, ...more] = cspMetas(parseHtml(quoting));
    expect(more).toEqual([]);
    const scriptSrc = policy?.directives.get("script-src") ?? [];
    for (const hash of inlineScriptHashes(quoting)) expect(scriptSrc).toContain(`'${hash}'`);
    expect(textsOf(quoting, "title")).toEqual(["Why <script> tags matter"]);
    expect(textsOf(quoting, "h1")).toEqual(["On <script> injection"]);
  });

  it("finds a real inline script that the policy does not list", () => {
    const injected = quoting.replace("</body>", "<script>alert(7)</script></body>");
    const scriptSrc = cspMetas(parseHtml(injected))[0]?.directives.get("script-src") ?? [];
    const missing = inlineScriptHashes(injected).filter((hash) => !scriptSrc.includes(`'${hash}'`));
    expect(missing).toEqual([sha("alert(7)")]);
    // A script in SVG runs too; so does one the parser closes at the end of the document.
    expect(inlineScriptHashes("<svg><script>a()</script></svg><script>b()")).toEqual([
      sha("a()"),
      sha("b()"),
    ]);
  });

  it("hashes each inline script's exact text, once, and skips external scripts and data blocks", () => {
    const html = [
      "<script>window.a = 1;</script>",
      '<script type="module" async="">import "/assets/x.js";\n</script>',
      '<script src="/assets/app.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      "<script>window.a = 1;</script>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha("window.a = 1;"),
      sha('import "/assets/x.js";\n'),
    ]);
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(inlineScriptHashes("<script>alert(1)</script>")).toEqual([
      "sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=",
    ]);
  });

  it("reads attributes decoded, and links only from elements", () => {
    const html = `<head><meta name="description" content="Q&amp;A &quot;live&quot;"><link rel="canonical" href="/a"></head>
<body><p>Write href="/nowhere" as text</p><a href="/b?x=1#top">b</a><a href="/feed.xml">f</a></body>`;
    expect(elementsOf(html, "meta")).toEqual([{ name: "description", content: 'Q&A "live"' }]);
    expect(internalLinks(html)).toEqual(["/a", "/b"]);
  });
});
