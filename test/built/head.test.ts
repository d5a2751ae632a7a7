/**
 * What every built page's HTML must carry before any script runs: one top-level heading, and the
 * Content-Security-Policy Astro writes into a <meta> (astro.config.ts `security.csp`), placed
 * before every script and allowing each of the page's inline scripts by its hash. Each check
 * collects every page that fails it, so one failure names them all.
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { urlsForFile } from "../../scripts/csp";
import { sitePages } from "../gates/build-files.mjs";
import { registerTextFace } from "../../app/browser/text-face";
import { INLINE_LIMIT } from "../../app/page-data/inline-image.server";
import {
  type HtmlElement,
  attribute,
  cspMetas,
  elementsIn,
  hasToken,
  inlineScriptHashes,
  parseHtml,
  textOf,
} from "../page-html";
import { clientDir } from "./site-files";

const HTML = "http://www.w3.org/1999/xhtml";

/** Every page of the public site in the build (not the CMS under admin/), by the path it is served at, parsed. */
const pages = sitePages().map((file) => {
  const html = readFileSync(path.join(clientDir, file), "utf8");
  const document = parseHtml(html);
  return { path: urlsForFile(file)[0] ?? `/${file}`, html, document, all: elementsIn(document) };
});

describe("every built page's head", () => {
  it("finds the site's pages in the build", () => {
    expect(pages.length).toBeGreaterThan(1);
  });

  it("has exactly one <h1>", () => {
    const problems = pages
      .map(({ path, document }) => ({ path, count: elementsIn(document, "h1").length }))
      .filter(({ count }) => count !== 1)
      .map(({ path, count }) => `${path}: ${count} <h1> elements`);
    expect(problems).toEqual([]);
  });

  it("advertises to feed readers every feed its body links to (a list's own, before the blog's on every page)", () => {
    const problems: string[] = [];
    for (const { path, document } of pages) {
      const [head, body] = ["head", "body"].map((name) => elementsIn(document, name)[0]);
      const advertised = elementsIn(head ?? document, "link")
        .filter((link) => hasToken(link, "rel", "alternate"))
        .map((link) => attribute(link, "href"));
      const linked = elementsIn(body ?? document, "a")
        .map((a) => attribute(a, "href") ?? "")
        .filter((href) => /^\/.*\/(?:rss\.xml|atom\.xml|feed\.json)$/.test(href));
      for (const href of linked)
        if (!advertised.includes(href))
          problems.push(`${path}: links to ${href} but its head does not advertise it`);
      // A reader given the page's address takes the first: the list's own.
      if (linked.some((href) => !href?.startsWith("/blog/")) && advertised[0]?.startsWith("/blog/"))
        problems.push(`${path}: the blog's feed comes before the list's own`);
    }
    expect(problems).toEqual([]);
  });

  it("has one Content-Security-Policy <meta>, before the first <script> of any kind", () => {
    const problems: string[] = [];
    for (const { path, document, all } of pages) {
      const found = cspMetas(document);
      const policy = found[0]?.meta;
      if (found.length !== 1 || !policy) {
        problems.push(`${path}: ${found.length} Content-Security-Policy <meta> elements`);
        continue;
      }
      const script = all.find((element) => element.tagName === "script");
      if (script && all.indexOf(script) < all.indexOf(policy))
        problems.push(
          `${path}: the policy's <meta> (line ${policy.sourceCodeLocation?.startLine}) comes after a <script> (line ${script.sourceCodeLocation?.startLine})`,
        );
    }
    expect(problems).toEqual([]);
  });

  it("lists every inline script's sha256 hash in script-src", () => {
    const problems: string[] = [];
    for (const { path, document } of pages) {
      const scriptSrc = cspMetas(document)[0]?.directives.get("script-src");
      if (!scriptSrc) {
        problems.push(`${path}: no Content-Security-Policy <meta> with a script-src`);
        continue;
      }
      // Inline scripts a browser runs only: external ones (src) are allowed by 'self', and data
      // blocks such as JSON-LD never run (test/page-html.ts).
      for (const hash of inlineScriptHashes(document))
        if (!scriptSrc.includes(`'${hash}'`)) problems.push(`${path}: script-src lacks '${hash}'`);
    }
    expect(problems).toEqual([]);
  });

  it("keeps default-src 'self' and no 'unsafe-inline' in script-src", () => {
    const problems: string[] = [];
    for (const { path, document } of pages) {
      const directives = cspMetas(document)[0]?.directives;
      const defaults = directives?.get("default-src")?.join(" ");
      if (defaults !== "'self'")
        problems.push(`${path}: default-src is ${defaults ?? "missing"}, not 'self'`);
      if (directives?.get("script-src")?.includes("'unsafe-inline'"))
        problems.push(`${path}: script-src allows 'unsafe-inline'`);
    }
    expect(problems).toEqual([]);
  });

  it("has a <style> in the body only as its first child (Astro's island styles: HTML allows no other)", () => {
    const problems: string[] = [];
    for (const { path, document } of pages) {
      const body = elementsIn(document, "body")[0];
      if (!body) continue;
      for (const style of elementsIn(body, "style"))
        if (style.namespaceURI === HTML && body.childNodes[0] !== style)
          problems.push(
            `${path}: a <style> at line ${style.sourceCodeLocation?.startLine} is not the body's first child`,
          );
    }
    expect(problems).toEqual([]);
  });

  it("fetches nothing before the first paint: every page carries its stylesheet and text face, and a page without islands (the home page with its scene too) loads no script file, no icon sprite and no favicon file", () => {
    // Lighthouse's simulation counts every request that ends before the largest paint
    // (docs/decisions/0001-stylesheet-and-text-face-in-every-page.md). The stylesheet and the
    // face are written into the page (astro.config.ts). Astro inlines a page script only while it
    // imports nothing (app/browser/search-shortcut.ts; the home page's scene is built apart and imported
    // by its URL after the paint: scripts/scene-build.ts); icons are drawn into the page
    // (scripts/icon-drawings.ts); the favicon and the prefetch are in it too (app/lib/page-loading.ts).
    const problems = pages.flatMap(({ path, html, all }) => {
      // The face's @font-face carries the file, once, and a script before the body's content hands
      // the same bytes to the browser before the rest is parsed (app/browser/text-face.ts says why).
      const faces = [...html.matchAll(/data:font\/woff2;base64,/g)].length;
      const script = all.findIndex(
        (element) => element.tagName === "script" && textOf(element) === registerTextFace,
      );
      const content = all.findIndex((element) =>
        ["a", "header", "main", "h1", "p"].includes(element.tagName),
      );
      const href = (element: HtmlElement) => attribute(element, "href") ?? "";
      return [
        ...all
          .filter((element) => element.tagName === "link")
          .filter((link) => hasToken(link, "rel", "stylesheet") || hasToken(link, "rel", "preload"))
          .filter((link) => href(link) && !href(link).startsWith("data:"))
          .map((link) => `${path}: fetches ${href(link)} before it paints`),
        ...(faces === 1 ? [] : [`${path}: carries its text face ${faces} times, not once`]),
        ...(script !== -1 && script < content
          ? []
          : [`${path}: no script registers its face before the body's content`]),
        // A small picture shown as the page paints is in the page (app/page-data/inline-image.server.ts).
        ...all
          .filter((img) => img.tagName === "img" && attribute(img, "loading") !== "lazy")
          .map((img) => attribute(img, "src") ?? "")
          .filter((src) => src.startsWith("/"))
          .filter((src) => statSync(`${clientDir}${decodeURI(src)}`).size <= INLINE_LIMIT)
          .map((src) => `${path}: fetches the small picture ${src} as it paints`),
      ];
    });
    problems.push(
      ...pages
        .filter(({ all }) => !all.some((element) => element.tagName === "astro-island"))
        .flatMap(({ path, all }) => {
          const named = (tag: string, name: string) =>
            all.flatMap((element) =>
              element.tagName === tag ? [{ element, value: attribute(element, name) ?? "" }] : [],
            );
          return [
            ...named("script", "src")
              .filter(({ value }) => value)
              .map(({ value }) => `${path}: loads the script ${value}`),
            ...[...named("use", "href"), ...named("use", "xlink:href")]
              .filter(({ value }) => value && !value.startsWith("#"))
              .map(({ value }) => `${path}: draws an icon from ${value}`),
            ...named("link", "href")
              .filter(({ element }) => hasToken(element, "rel", "icon"))
              .filter(({ value }) => value && !value.startsWith("data:"))
              .map(({ value }) => `${path}: its favicon is the file ${value}`),
          ];
        }),
    );
    expect(problems).toEqual([]);
  });
});
