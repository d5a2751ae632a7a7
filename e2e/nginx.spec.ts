import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { inlineScriptHashes } from "../scripts/csp";
import { fetchRaw } from "./support/nginx";
import {
  expect,
  nginxAvailable,
  nginxSkipReason,
  test,
  watchForViolations,
} from "./support/nginx-worker";
import { escapeRegExp, notFound, pageEntry } from "./support/content";
import { routePaths } from "./support/site";

/**
 * The site behind a real nginx with deploy/nginx (as filled in by the build): status codes,
 * security and cache headers, precompressed files, site search under the CSP. Every page running
 * in Chromium through this nginx with zero Content-Security-Policy violations (which proves the
 * per-page script hashes match) is checked in the every-page gate's desktop visit
 * (gates/every-page.spec.ts), so each page is opened once per width, not once per spec.
 */
const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = path.resolve(buildDir, "client");

test.skip(!nginxAvailable, nginxSkipReason);

/** The first built asset whose name ends with `suffix`. */
async function assetEndingWith(suffix: string): Promise<string> {
  const name = (await readdir(path.join(clientDir, "assets"))).find((file) =>
    file.endsWith(suffix),
  );
  if (!name) throw new Error(`No *${suffix} in ${clientDir}/assets`);
  return name;
}

/** The file nginx serves for a route. */
const fileFor = (route: string) =>
  path.join(clientDir, route === "/" ? "index.html" : `${route.slice(1)}/index.html`);

function expectSecurityHeaders(headers: Record<string, string | string[] | undefined>) {
  expect(headers["strict-transport-security"]).toMatch(/^max-age=(\d+); includeSubDomains$/);
  expect(
    Number(/max-age=(\d+)/.exec(String(headers["strict-transport-security"]))?.[1]),
  ).toBeGreaterThanOrEqual(15552000);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=(), ");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  const csp = String(headers["content-security-policy"]);
  for (const directive of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ]) {
    expect(csp).toContain(directive);
  }
  const scriptSrc = csp.split(/;\s*/).find((d) => d.startsWith("script-src"));
  expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
  return csp;
}

test("route data for in-app navigation is served and revalidated, like the pages", async ({
  nginx,
}) => {
  const response = await fetchRaw(`${nginx.origin}/platform.data`);
  expect(response.status).toBe(200);
  expect(response.headers["cache-control"]).toBe("no-cache");
});

test("every route answers 200 with its own script hashes in the CSP, and pages are not cached stale", async ({
  nginx,
}) => {
  for (const route of routePaths) {
    const response = await fetchRaw(`${nginx.origin}${route}`);
    expect(response.status, route).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    const csp = expectSecurityHeaders(response.headers);
    const hashes = inlineScriptHashes(await readFile(fileFor(route), "utf8"));
    expect(hashes.length, route).toBeGreaterThan(0);
    for (const hash of hashes) expect(csp, route).toContain(`'${hash}'`);
  }
});

test("a trailing slash redirects to the clean URL; unknown paths get the branded 404 with status 404", async ({
  nginx,
}) => {
  const slash = await fetchRaw(`${nginx.origin}/services/?ref=x`);
  expect(slash.status).toBe(301);
  expect(slash.headers.location).toBe("/services?ref=x");
  for (const missing of [
    "/no-such-page",
    "/services/nope",
    "/assets/missing.js",
    "/assets",
    "/.vite/manifest.json",
    "/_headers",
  ]) {
    const response = await fetchRaw(`${nginx.origin}${missing}`);
    expect(response.status, missing).toBe(404);
    expect(response.headers["content-type"], missing).toBe("text/html; charset=utf-8");
    expect(response.body.toString(), missing).toContain(notFound.title);
    const csp = expectSecurityHeaders(response.headers);
    for (const hash of inlineScriptHashes(await readFile(path.join(clientDir, "404.html"), "utf8")))
      expect(csp).toContain(hash);
  }
});

test("hashed assets are cached for a year as immutable, with the security headers", async ({
  nginx,
}) => {
  const [script, style, font] = await Promise.all([".js", ".css", ".woff2"].map(assetEndingWith));
  for (const [name, type] of [
    [script, "text/javascript; charset=utf-8"],
    [style, "text/css; charset=utf-8"],
    [font, "font/woff2"],
  ] as const) {
    const response = await fetchRaw(`${nginx.origin}/assets/${name}`);
    expect(response.status, name).toBe(200);
    expect(response.headers["content-type"], name).toBe(type);
    expect(response.headers["cache-control"], name).toBe("public, max-age=31536000, immutable");
    expectSecurityHeaders(response.headers);
  }
  const favicon = await fetchRaw(`${nginx.origin}/favicon.svg`);
  expect(favicon.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
  expect(favicon.headers["cache-control"]).toBe("public, max-age=3600");
});

test("text is served from the precompressed .br and .gz files the build wrote", async ({
  nginx,
}) => {
  const css = await assetEndingWith(".css");
  for (const url of ["/services/red-team", `/assets/${css}`]) {
    const file = url.startsWith("/assets/") ? path.join(clientDir, url) : fileFor(url);
    const plain = await fetchRaw(`${nginx.origin}${url}`);
    expect(plain.headers["content-encoding"], url).toBeUndefined();
    expect(plain.headers.vary, url).toBe("Accept-Encoding");
    expect(plain.body.equals(await readFile(file)), url).toBe(true);

    const gzip = await fetchRaw(`${nginx.origin}${url}`, { "Accept-Encoding": "gzip" });
    expect(gzip.headers["content-encoding"], url).toBe("gzip");
    expect(gzip.body.equals(await readFile(`${file}.gz`)), url).toBe(true);

    const brotli = await fetchRaw(`${nginx.origin}${url}`, {
      "Accept-Encoding": "gzip, deflate, br, zstd",
    });
    expect(brotli.headers["content-encoding"], url).toBe("br");
    expect(brotli.headers["content-type"], url).toBe(plain.headers["content-type"]);
    expect(brotli.headers["cache-control"], url).toBe(plain.headers["cache-control"]);
    expect(brotli.headers["content-security-policy"], url).toBe(
      plain.headers["content-security-policy"],
    );
    expect(brotli.body.equals(await readFile(`${file}.br`)), url).toBe(true);
    expect(brotli.body.length, url).toBeLessThan(gzip.body.length);
  }
});

test("site search (Pagefind WebAssembly) works under the CSP", async ({ page, nginx }) => {
  // A service page's headline finds that page.
  const serviceTitle = pageEntry("/services/red-team").hero.title;
  const problems = await watchForViolations(page, `${nginx.origin}/`);
  await page.goto(`${nginx.origin}/`);
  await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
  await page
    .getByRole("dialog", { name: "Search the site" })
    .getByRole("searchbox")
    .fill(serviceTitle);
  await expect(
    page
      .getByRole("dialog")
      .getByRole("link", { name: new RegExp(escapeRegExp(serviceTitle)) })
      .first(),
  ).toBeVisible();
  expect(problems).toEqual([]);
});
