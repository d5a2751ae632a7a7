import { readFile, readdir } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { inlineScriptHashes } from "../test/page-html";
import {
  adminContentSecurityPolicy,
  fileContentSecurityPolicy,
  headerPolicy,
} from "../scripts/security-headers";
import { livePages } from "../app/content-layer/addresses";
import { renderNginxRedirects } from "../scripts/redirects-config";
import { MEDIA_MARK, startMediaNginx } from "./support/media-site";
import {
  type RawResponse,
  type RunningNginx,
  fetchPath,
  fetchRaw,
  startNginx,
} from "./support/nginx";
import {
  expect,
  nginxAvailable,
  nginxSkipReason,
  test,
  watchForViolations,
} from "./support/nginx-worker";
import { allPages, escapeRegExp, notFound, pageEntry } from "./support/content";
import { metaPolicy, routePaths } from "./support/site";

/**
 * The site behind a real nginx with deploy/nginx (as filled in by the build): status codes,
 * security and cache headers, precompressed files, site search under the CSP. Every page running
 * in Chromium through this nginx with zero Content-Security-Policy violations (which proves each
 * page's own policy, in its head, lists its inline scripts) is checked in the every-page gate's desktop visit
 * (gates/every-page.spec.ts), so each page is opened once per width, not once per spec.
 */
/** A page of the content (not the home page), whichever it is today. */
const aPage =
  allPages
    .map((entry) => entry.path)
    .filter((route) => route !== "/")
    .sort()[0] ?? "/";
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
  // What a meta tag cannot carry, on every response; the page's own policy is in its head.
  expect(headers["content-security-policy"]).toBe(headerPolicy);
}

/** A page's own policy (its meta tag): the site's rules, and a hash for each of its inline scripts. */
function expectPagePolicy(html: string, where: string) {
  const csp = metaPolicy(html);
  for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'"]) {
    expect(csp, where).toContain(directive);
  }
  const scriptSrc = csp.split(/;\s*/).find((d) => d.startsWith("script-src"));
  expect(scriptSrc, where).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
  for (const hash of inlineScriptHashes(html)) expect(scriptSrc, where).toContain(`'${hash}'`);
}

test("every route answers 200 with its own policy and script hashes, and pages are not cached stale", async ({
  nginx,
}) => {
  for (const route of routePaths) {
    const response = await fetchRaw(`${nginx.origin}${route}`);
    expect(response.status, route).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expectSecurityHeaders(response.headers);
    expect(response.body.equals(await readFile(fileFor(route))), route).toBe(true);
    expectPagePolicy(response.body.toString(), route);
  }
});

test("a trailing slash redirects to the clean URL; unknown paths get the branded 404 with status 404", async ({
  nginx,
}) => {
  const slash = await fetchRaw(`${nginx.origin}${aPage}/?ref=x`);
  expect(slash.status).toBe(301);
  expect(slash.headers.location).toBe(`${aPage}?ref=x`);
  for (const missing of [
    "/no-such-page",
    `${aPage}/nope`,
    "/assets/missing.js",
    "/assets",
    "/.vite/manifest.json",
    "/_headers",
    "/_redirects",
  ]) {
    const response = await fetchRaw(`${nginx.origin}${missing}`);
    expect(response.status, missing).toBe(404);
    expect(response.headers["content-type"], missing).toBe("text/html; charset=utf-8");
    expect(response.body.toString(), missing).toContain(notFound.title);
    expectSecurityHeaders(response.headers);
    expectPagePolicy(response.body.toString(), missing);
  }
});

/**
 * Request paths that make a careless redirect leave the site: backslashes (browsers read "/\x"
 * as "//x"), encoded or not, double slashes, dot segments, tabs and line breaks, sent as written.
 */
const OFF_SITE_TRICKS = [
  "/%5Cevil.example/",
  "/%5C%5Cevil.example/",
  "/\\evil.example/",
  "/\\/evil.example/",
  "//evil.example/",
  "///evil.example/",
  "/%2F%2Fevil.example/",
  "/%2F%5Cevil.example/",
  "/./%5Cevil.example/",
  "/../%5Cevil.example/",
  `${aPage}/..%2F%5Cevil.example/`,
  "/%09/evil.example/",
  "/%0A/evil.example/",
  "/%0D%0A/evil.example/",
  "/%20/evil.example/",
  `${aPage}/%5C/`,
  `${aPage}//?next=//evil.example`,
  "/e2e-old-address/?//evil.example",
];

/** No redirect at all, or one to a path on this site: one "/", then neither "/" nor "\", no whitespace. */
function expectStaysOnSite(response: RawResponse, origin: string, path: string) {
  if (response.status < 300 || response.status >= 400) return;
  const location = String(response.headers.location);
  expect(location, path).toMatch(/^\/(?![/\\])[^\\\s]*$/);
  expect(new URL(location, origin).origin, path).toBe(origin);
}

test("no redirect leaves the site, whatever the path: unsafe trailing-slash URLs get the 404", async ({
  nginx,
}) => {
  for (const path of OFF_SITE_TRICKS) {
    const response = await fetchPath(nginx.origin, path);
    expectStaysOnSite(response, nginx.origin, path);
  }
  for (const path of ["/%5Cevil.example/", "/\\evil.example/", "/%09/evil.example/"])
    expect((await fetchPath(nginx.origin, path)).status, path).toBe(404);
  const clean = await fetchPath(nginx.origin, `/${aPage}/`);
  expect([clean.status, clean.headers.location]).toEqual([301, aPage]);
});

test("hashed assets are cached for a year as immutable, with the security headers", async ({
  nginx,
}) => {
  // No stylesheet among them: the pages carry theirs (astro.config.ts).
  const [script, font] = await Promise.all([".js", ".woff2"].map(assetEndingWith));
  for (const [name, type] of [
    [script, "text/javascript; charset=utf-8"],
    [font, "font/woff2"],
  ] as const) {
    const response = await fetchRaw(`${nginx.origin}/assets/${name}`);
    expect(response.status, name).toBe(200);
    expect(response.headers["content-type"], name).toBe(type);
    expect(response.headers["cache-control"], name).toBe("public, max-age=31536000, immutable");
    expect(response.headers["x-content-type-options"], name).toBe("nosniff");
    expect(response.headers["strict-transport-security"], name).toMatch(/^max-age=/);
  }
  const favicon = await fetchRaw(`${nginx.origin}/favicon.svg`);
  expect(favicon.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
  expect(favicon.headers["cache-control"]).toBe("public, max-age=3600");
});

/** The first file under a folder of the build whose name ends with `suffix`, as a URL. */
async function builtFile(folder: string, suffix: string): Promise<string> {
  const names = await readdir(path.join(clientDir, folder), { recursive: true });
  const name = names.find((file) => file.endsWith(suffix));
  if (!name) throw new Error(`No *${suffix} under ${clientDir}/${folder}`);
  return `/${folder}/${name}`.replace(/^\/\//, "/");
}

test("every file that is not a page is sandboxed; pages, the code they load and the CMS keep their own policy", async ({
  nginx,
}) => {
  const files = [
    "/favicon.svg",
    "/logo.png",
    "/robots.txt",
    "/sitemap.xml",
    "/.well-known/security.txt",
    await builtFile(".well-known/csaf", ".json"),
    "/blog/rss.xml",
    "/blog/feed.json",
    await builtFile("calendar", ".ics"),
    await builtFile("og", ".png"),
    `/assets/${await assetEndingWith(".woff2")}`,
  ];
  for (const url of files) {
    const response = await fetchRaw(`${nginx.origin}${url}`, { "Accept-Encoding": "gzip, br" });
    expect(response.status, url).toBe(200);
    expect(response.headers["content-security-policy"], url).toBe(fileContentSecurityPolicy());
    expect(response.headers["x-content-type-options"], url).toBe("nosniff");
    expect(response.headers["strict-transport-security"], url).toMatch(/^max-age=/);
  }
  // Scripts and workers: a worker is bound by its own script's policy, so they keep the pages'.
  const worker = (await readdir(path.join(clientDir, "assets"))).find((name) =>
    /worker.*\.js$/.test(name),
  );
  const code = [
    `/assets/${await assetEndingWith(".js")}`,
    ...(worker ? [`/assets/${worker}`] : []),
    await builtFile("pagefind", "pagefind-worker.js"),
  ];
  for (const url of [aPage, ...code])
    expect((await fetchRaw(`${nginx.origin}${url}`)).headers["content-security-policy"], url).toBe(
      headerPolicy,
    );
  const admin = await fetchRaw(`${nginx.origin}/admin/config.yml`);
  expect(admin.headers["content-security-policy"]).toBe(adminContentSecurityPolicy());
});

/** The type nginx gives each kind of research file: JSON and feeds as usual, CSV and detection rules as scripts/security-headers.ts types them. */
const RESEARCH_TYPES: Record<string, string> = {
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".csv": "text/csv; charset=utf-8",
  ".yml": "text/plain; charset=utf-8",
  ".yar": "text/plain; charset=utf-8",
};

test("research files for machines (STIX, CSV, Navigator, rules, the MISP feed, feeds) are typed, sandboxed and never sniffed", async ({
  nginx,
}) => {
  const names = await readdir(path.join(clientDir, "research"), { recursive: true });
  const files = names
    .filter((name) => path.extname(name) in RESEARCH_TYPES)
    .map((name) => `/research/${name}`);
  // The MISP feed is written even with no report in it.
  expect(files).toEqual(
    expect.arrayContaining(["/research/misp/manifest.json", "/research/misp/hashes.csv"]),
  );
  for (const url of files) {
    for (const encoding of ["", "gzip, br"]) {
      const response = await fetchRaw(
        `${nginx.origin}${url}`,
        encoding ? { "Accept-Encoding": encoding } : {},
      );
      expect(response.status, url).toBe(200);
      expect(response.headers["content-type"], url).toBe(RESEARCH_TYPES[path.extname(url)]);
      expect(response.headers["content-security-policy"], url).toBe(fileContentSecurityPolicy());
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
    }
  }
});

test("error answers and redirects carry the security headers too: 404, 405, 400, 301", async ({
  nginx,
}) => {
  const missingFile = await fetchRaw(`${nginx.origin}/no-such-drawing.svg`);
  expect(missingFile.status).toBe(404);
  expectSecurityHeaders(missingFile.headers);
  const redirect = await fetchRaw(`${nginx.origin}/services/`);
  expect(redirect.status).toBe(301);
  expectSecurityHeaders(redirect.headers);
  for (const [request, status] of [
    [
      "POST /favicon.svg HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
      405,
    ],
    ["GET / HTTP/1.1\r\nConnection: close\r\n\r\n", 400],
  ] as const) {
    const head = await rawExchange(nginx.origin, request);
    expect(head, request).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(head, request).toMatch(/\r\nX-Frame-Options: DENY\r\n/);
    expect(head, request).toMatch(/\r\nContent-Security-Policy: [^\r]*frame-ancestors 'none'/);
    expect(head, request).toMatch(/\r\nStrict-Transport-Security: max-age=/);
  }
});

/** What nginx answers to a request written byte for byte (one nginx could not read included). */
function rawExchange(origin: string, request: string): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.end(request));
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

test("every precompressed file says that its answer depends on Accept-Encoding, once", async ({
  nginx,
}) => {
  const names = await readdir(clientDir, { recursive: true });
  const byExtension = new Map<string, string>();
  for (const name of names.filter((file) => file.endsWith(".gz")).sort()) {
    const plain = name.slice(0, -".gz".length);
    const kind = `${plain.startsWith("admin/") ? "admin " : ""}${path.extname(plain)}`;
    if (!byExtension.has(kind)) byExtension.set(kind, `/${plain}`);
  }
  expect(byExtension.size).toBeGreaterThan(3);
  for (const url of byExtension.values()) {
    for (const encoding of ["", "gzip", "gzip, br"]) {
      const response = await fetchRaw(
        `${nginx.origin}${url}`,
        encoding ? { "Accept-Encoding": encoding } : {},
      );
      expect(response.status, `${url} ${encoding}`).toBe(200);
      expect(response.headers.vary, `${url} ${encoding}`).toBe("Accept-Encoding");
    }
  }
});

test("text is served from the precompressed .br and .gz files of the nginx package", async ({
  nginx,
}) => {
  const script = await assetEndingWith(".js");
  for (const url of [aPage, `/assets/${script}`]) {
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
  // A page's headline finds that page.
  const serviceTitle = pageEntry(aPage).hero.title;
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

test.describe("uploads under /media/ (what editors upload through the CMS)", () => {
  // One nginx on one port for these tests, serving a build copy with uploads of every risky kind.
  test.describe.configure({ mode: "serial" });
  let media: RunningNginx | undefined;
  const origin = () => media?.origin ?? "";
  test.beforeAll(async () => {
    media = await startMediaNginx(buildDir, Number(process.env.E2E_PORT ?? 4310) + 12);
  });
  test.afterAll(async () => media?.stop());

  test("are sandboxed, typed by their name and never sniffed", async () => {
    for (const [name, type] of [
      ["brochure.html", "text/html"],
      ["drawing.svg", "image/svg+xml"],
      ["photo.png", "image/png"],
    ] as const) {
      const response = await fetchRaw(`${origin()}/media/${name}`);
      expect(response.status, name).toBe(200);
      expect(String(response.headers["content-type"]).split(";")[0], name).toBe(type);
      const csp = String(response.headers["content-security-policy"]).split("; ");
      expect(csp, name).toEqual(expect.arrayContaining(["default-src 'none'", "sandbox"]));
      expect(csp.join("; "), name).not.toMatch(/script-src|allow-scripts|allow-same-origin/);
      expect(response.headers["x-content-type-options"], name).toBe("nosniff");
      expect(response.headers["strict-transport-security"], name).toMatch(/^max-age=/);
      expect(response.headers["cross-origin-opener-policy"], name).toBe("same-origin");
    }
    const missing = await fetchRaw(`${origin()}/media/nothing-here.png`);
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain(notFound.title);
  });

  test("an uploaded HTML page or SVG drawing, opened on its own, runs none of its script; a photo opens", async ({
    page,
  }) => {
    await page.goto(`${origin()}/media/brochure.html`);
    await expect(page.getByRole("heading", { name: "Brochure" })).toBeVisible();
    expect(await page.title()).not.toBe(MEDIA_MARK);
    // A unique origin: nothing of ours (the CMS's stored sign-in) is within its reach.
    expect(await page.evaluate(() => window.origin)).toBe("null");

    for (const drawing of ["/media/drawing.svg", "/drawing.svg", "/blog/drawing.svg"]) {
      await page.goto(`${origin()}${drawing}`);
      expect(
        await page.evaluate(() => document.documentElement.getAttribute("data-mark")),
        drawing,
      ).toBeNull();
    }

    const photo = await page.goto(`${origin()}/media/photo.png`);
    expect(photo?.status()).toBe(200);
    await expect
      .poll(() => page.evaluate(() => document.querySelector("img")?.naturalWidth))
      .toBe(40);
  });
});

test("a redirect from content/redirects.yaml answers 301 with the page's address, in one step, keeping the query", async () => {
  // A fixture list in place of the build's own (which may be empty), to a page of this build.
  const page = livePages().find((route) => route.path !== "/" && !route.aliasOf)?.path ?? "/";
  const conf = renderNginxRedirects(await readFile("deploy/nginx/redirects.conf", "utf8"), [
    { from: "/e2e-old-address", to: page },
    { from: "/e2e/old-page.html", to: `${page}#e2e-part` },
  ]);
  const port = Number(process.env.E2E_PORT ?? 4310) + 20 + test.info().parallelIndex;
  const nginx = await startNginx(buildDir, port, { "redirects.conf": conf });
  try {
    for (const [from, location] of [
      ["/e2e-old-address", page],
      ["/e2e-old-address/", page],
      ["/e2e-old-address?utm_source=x&b=2", `${page}?utm_source=x&b=2`],
      ["/e2e/old-page.html", `${page}#e2e-part`],
      ["/e2e/old-page.html?ref=mail", `${page}?ref=mail#e2e-part`],
    ]) {
      const response = await fetchRaw(`${nginx.origin}${from}`);
      expect(response.status, from).toBe(301);
      expect(response.headers.location, from).toBe(location);
    }
    expect((await fetchRaw(`${nginx.origin}${page}`)).status).toBe(200);
    expect((await fetchRaw(`${nginx.origin}/e2e-old-address-not-listed`)).status).toBe(404);
    for (const path of OFF_SITE_TRICKS)
      expectStaysOnSite(await fetchPath(nginx.origin, path), nginx.origin, path);
  } finally {
    await nginx.stop();
  }
});

test("the build's own redirects (build/client/_redirects) answer 301 through its nginx configuration", async ({
  nginx,
}) => {
  const rules = (await readFile(path.join(clientDir, "_redirects"), "utf8"))
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line) => line.split(" "));
  for (const [from, to, status] of rules) {
    expect(status).toBe("301");
    const response = await fetchRaw(`${nginx.origin}${from}`);
    expect(response.status, from).toBe(301);
    expect(response.headers.location, from).toBe(to);
  }
});
