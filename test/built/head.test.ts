/**
 * What every built page's HTML must carry before any script runs: one top-level heading, and the
 * Content-Security-Policy Astro writes into a <meta> (astro.config.ts `security.csp`), placed
 * before every script and allowing each of the page's inline scripts by its hash. Each check
 * collects every page that fails it, so one failure names them all.
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, urlsForFile } from "../../scripts/csp";
import { sitePages } from "../gates/build-files.mjs";
import { registerTextFace } from "../../app/lib/text-face";
import { INLINE_LIMIT } from "../../app/loaders/inline-image.server";
import { clientDir, decode } from "./site-files";

/** Every page of the public site in the build (not the CMS under admin/), by the path it is served at. */
const pages = sitePages().map((file) => ({
  path: urlsForFile(file)[0] ?? `/${file}`,
  html: readFileSync(path.join(clientDir, file), "utf8"),
}));

/** The page's CSP <meta> elements: where each starts in the HTML, and its policy as directive name → sources. */
function policies(html: string) {
  return [...html.matchAll(/<meta\b[^>]*>/gi)]
    .filter(([tag]) => /\shttp-equiv\s*=\s*["']?content-security-policy["'\s>/]/i.test(tag))
    .map(({ 0: tag, index }) => {
      const value = /\scontent\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag);
      const content = decode(value?.[1] ?? value?.[2] ?? "");
      const directives = new Map<string, string[]>();
      for (const directive of content.split(";")) {
        const [name, ...sources] = directive.trim().split(/\s+/);
        if (name && !directives.has(name.toLowerCase()))
          directives.set(name.toLowerCase(), sources);
      }
      return { index, directives };
    });
}

describe("every built page's head", () => {
  it("finds the site's pages in the build", () => {
    expect(pages.length).toBeGreaterThan(1);
  });

  it("has exactly one <h1>", () => {
    const problems = pages
      .map(({ path, html }) => ({ path, count: html.match(/<h1[\s>]/gi)?.length ?? 0 }))
      .filter(({ count }) => count !== 1)
      .map(({ path, count }) => `${path}: ${count} <h1> elements`);
    expect(problems).toEqual([]);
  });

  it("advertises to feed readers every feed its body links to (a list's own, before the blog's on every page)", () => {
    const problems: string[] = [];
    for (const { path, html } of pages) {
      const head = html.slice(0, html.search(/<body[\s>]/i));
      const advertised = [...head.matchAll(/<link\b[^>]*rel="alternate"[^>]*href="([^"]+)"/gi)].map(
        (match) => match[1],
      );
      const linked = [
        ...html
          .slice(head.length)
          .matchAll(/<a\b[^>]*href="(\/[^"]*\/(?:rss\.xml|atom\.xml|feed\.json))"/gi),
      ].map((match) => match[1]);
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
    for (const { path, html } of pages) {
      const found = policies(html);
      if (found.length !== 1) {
        problems.push(`${path}: ${found.length} Content-Security-Policy <meta> elements`);
        continue;
      }
      const meta = found[0]?.index ?? 0;
      const script = html.search(/<script\b/i);
      if (script !== -1 && script < meta) {
        const tag = /<script\b[^>]*>/i.exec(html.slice(script))?.[0];
        problems.push(
          `${path}: the policy's <meta> is at character ${meta}, after ${tag} at ${script}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it("lists every inline script's sha256 hash in script-src", () => {
    const problems: string[] = [];
    for (const { path, html } of pages) {
      const scriptSrc = policies(html)[0]?.directives.get("script-src");
      if (!scriptSrc) {
        problems.push(`${path}: no Content-Security-Policy <meta> with a script-src`);
        continue;
      }
      // Inline scripts a browser runs only: external ones (src) are allowed by 'self', and data
      // blocks such as JSON-LD never run (scripts/csp.ts).
      for (const hash of inlineScriptHashes(html))
        if (!scriptSrc.includes(`'${hash}'`)) problems.push(`${path}: script-src lacks '${hash}'`);
    }
    expect(problems).toEqual([]);
  });

  it("keeps default-src 'self' and no 'unsafe-inline' in script-src", () => {
    const problems: string[] = [];
    for (const { path, html } of pages) {
      const directives = policies(html)[0]?.directives;
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
    for (const { path, html } of pages) {
      const body = /<body\b[^>]*>/i.exec(html);
      if (!body) continue;
      const start = body.index + body[0].length;
      for (const style of html.slice(start).matchAll(/<style\b/gi))
        if (style.index !== 0)
          problems.push(
            `${path}: a <style> at character ${start + style.index} is not the body's first child`,
          );
    }
    expect(problems).toEqual([]);
  });

  it("fetches nothing before the first paint: every page carries its stylesheet and text face, and a page without islands (the home page with its scene too) loads no script file, no icon sprite and no favicon file", () => {
    // Lighthouse's simulation counts every request that ends before the largest paint
    // (docs/decisions/0001-stylesheet-and-text-face-in-every-page.md). The stylesheet and the
    // face are written into the page (astro.config.ts). Astro inlines a page script only while it
    // imports nothing (app/lib/search-shortcut.ts; the home page's scene is built apart and imported
    // by its URL after the paint: scripts/scene-build.ts); icons are drawn into the page
    // (scripts/icon-drawings.ts); the favicon and the prefetch are in it too (app/lib/page-loading.ts).
    const problems = pages.flatMap(({ path, html }) => {
      // The face's @font-face carries the file, once, and a script before the body's content hands
      // the same bytes to the browser before the rest is parsed (app/lib/text-face.ts says why).
      const faces = [...html.matchAll(/data:font\/woff2;base64,/g)].length;
      const script = html.indexOf(`<script>${registerTextFace}</script>`);
      const content = html.search(/<(?:a|header|main|h1|p)\b/);
      return [
        ...[
          ...html.matchAll(
            /<link\b[^>]*\brel="(?:stylesheet|preload)"[^>]*\bhref="(?!data:)([^"]+)"/gi,
          ),
        ].map((match) => `${path}: fetches ${match[1]} before it paints`),
        ...(faces === 1 ? [] : [`${path}: carries its text face ${faces} times, not once`]),
        ...(script !== -1 && script < content
          ? []
          : [`${path}: no script registers its face before the body's content`]),
        // A small picture shown as the page paints is in the page (app/loaders/inline-image.server.ts).
        ...[...html.matchAll(/<img\b(?![^>]*\bloading="lazy")[^>]*\bsrc="(\/[^"]+)"/gi)]
          .filter(
            (match) => statSync(`${clientDir}${decodeURI(match[1] ?? "")}`).size <= INLINE_LIMIT,
          )
          .map((match) => `${path}: fetches the small picture ${match[1]} as it paints`),
      ];
    });
    problems.push(
      ...pages
        .filter(({ html }) => !html.includes("<astro-island"))
        .flatMap(({ path, html }) => [
          ...[...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/gi)].map(
            (match) => `${path}: loads the script ${match[1]}`,
          ),
          ...[...html.matchAll(/<use\b[^>]*\bhref="([^"#][^"]*)"/gi)].map(
            (match) => `${path}: draws an icon from ${match[1]}`,
          ),
          ...[...html.matchAll(/<link\b[^>]*\brel="icon"[^>]*\bhref="(?!data:)([^"]+)"/gi)].map(
            (match) => `${path}: its favicon is the file ${match[1]}`,
          ),
        ]),
    );
    expect(problems).toEqual([]);
  });
});
