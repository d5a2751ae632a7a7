import { copyFile, mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { type FormsCspSources, formsCspSources } from "../app/forms/csp-sources";
import { resolveFormsSettings } from "../app/forms/settings";
import { type PageHashes, collectPageHashes } from "./csp";
import { writeRedirects } from "./redirects-config";
import { adminContentSecurityPolicy, cacheControl, contentSecurityPolicy, securityHeaders } from "./security-headers";

/**
 * Fills in the host configurations in deploy/ for one build: build/client/_headers (CDN hosts)
 * and build/nginx/halcyrion/*.conf (nginx), each with every page's script hashes, and the
 * redirects (build/client/_redirects, redirects.conf).
 */

/** Run from the project root (npm scripts, the build and the tests all do). */
const deployDir = path.resolve("deploy");
const quoted = (hashes: readonly string[]) => hashes.map((hash) => `'${hash}'`);

/**
 * The _headers file: shared headers for /*, immutable assets, one CSP block per page URL, and
 * revalidation for the pages' route data (`<page>.data`, fetched on in-app navigation; built
 * with the pages, so never served stale after a deploy).
 */
export function renderHeadersFile(
  template: string,
  pages: readonly PageHashes[],
  dataUrls: readonly string[] = [],
  forms?: FormsCspSources,
): string {
  const shared = securityHeaders.map(([name, value]) => `${name}: ${value}`).join("\n  ");
  const perPage = pages
    .flatMap((page) =>
      page.urls.map(
        (url) =>
          `${url}\n  Content-Security-Policy: ${contentSecurityPolicy(quoted(page.hashes), forms)}\n  Cache-Control: ${cacheControl.html}`,
      ),
    )
    .concat(dataUrls.map((url) => `${url}\n  Cache-Control: ${cacheControl.html}`))
    .join("\n");
  const admin = `/admin/*\n  Content-Security-Policy: ${adminContentSecurityPolicy()}\n  X-Frame-Options: SAMEORIGIN\n  X-Robots-Tag: noindex, nofollow\n  Cache-Control: ${cacheControl.html}`;
  return fill(template, { "security-headers": shared, "page-csp": perPage, "admin-headers": admin });
}

/** nginx map entries: the served file, and its .br twin, to that page's quoted hashes. */
export function renderScriptHashMap(pages: readonly PageHashes[]): string {
  return pages
    .flatMap((page) => {
      const value = `"${quoted(page.hashes).join(" ")}"`;
      const uri = `/${page.file}`;
      return [`"${uri}" ${value};`, `"${uri}.br" ${value};`];
    })
    .join("\n    ");
}

/** nginx add_header lines; the CSP takes the page's hashes from $hal_script_hashes. */
export function renderNginxHeaders(forms?: FormsCspSources): string {
  const csp = contentSecurityPolicy(["$hal_script_hashes"], forms);
  return [["Content-Security-Policy", csp] as const, ...securityHeaders]
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join("\n");
}

/** nginx add_header lines for /admin/ (the CMS): its own CSP, framing by itself only (its preview pane), never indexed. */
export function renderNginxAdminHeaders(): string {
  const overridden = new Set(["X-Frame-Options"]);
  return [
    ["Content-Security-Policy", adminContentSecurityPolicy()] as const,
    ["X-Frame-Options", "SAMEORIGIN"] as const,
    ["X-Robots-Tag", "noindex, nofollow"] as const,
    ...securityHeaders.filter(([name]) => !overridden.has(name)),
    ["Cache-Control", cacheControl.html] as const,
  ]
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join("\n");
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(
    /^([ \t]*)(?:# )?\{\{([a-z-]+)\}\}[ \t]*$/gm,
    (line, _indent: string, key: string) => {
      const value = values[key];
      if (value === undefined) throw new Error(`No value for {{${key}}} in a deploy template`);
      return `${_indent}${value}`;
    },
  );
}

/** URLs of the prerendered route data files (`/platform.data`, ...). */
async function routeDataUrls(clientDir: string): Promise<string[]> {
  const entries = await readdir(clientDir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".data"))
    .map((entry) => `/${path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`)
    .sort();
}

/**
 * Writes both host configurations for the build in `buildDir` (its client/ folder is the site).
 * `formsSettings`: the site's `forms:` settings as written (none: forms compose mail);
 * FORMS_ENDPOINT at build overrides them. Their provider's origin is the only one the CSP adds.
 */
export async function writeHostConfigs(buildDir: string, formsSettings?: unknown): Promise<PageHashes[]> {
  const forms = formsCspSources(resolveFormsSettings(formsSettings));
  const clientDir = path.join(buildDir, "client");
  const pages = await collectPageHashes(clientDir);
  const headersTemplate = await readFile(path.join(deployDir, "_headers"), "utf8");
  await writeFile(path.join(clientDir, "_headers"), renderHeadersFile(headersTemplate, pages, await routeDataUrls(clientDir), forms));

  const nginxOut = path.join(buildDir, "nginx", "halcyrion");
  await mkdir(nginxOut, { recursive: true });
  const nginxIn = path.join(deployDir, "nginx");
  const http = await readFile(path.join(nginxIn, "http.conf"), "utf8");
  await writeFile(
    path.join(nginxOut, "http.conf"),
    fill(http, { "script-hashes": renderScriptHashMap(pages) }),
  );
  const headers = await readFile(path.join(nginxIn, "headers.conf"), "utf8");
  await writeFile(
    path.join(nginxOut, "headers.conf"),
    fill(headers, { "security-headers": renderNginxHeaders(forms) }),
  );
  const adminHeaders = await readFile(path.join(nginxIn, "admin-headers.conf"), "utf8");
  await writeFile(path.join(nginxOut, "admin-headers.conf"), fill(adminHeaders, { "admin-headers": renderNginxAdminHeaders() }));
  for (const file of ["site.conf", "precompressed.conf", "example-server.conf"]) {
    await copyFile(path.join(nginxIn, file), path.join(nginxOut, file));
  }
  // content/redirects.yaml: build/client/_redirects and redirects.conf (scripts/redirects-config.ts).
  await writeRedirects(buildDir, deployDir);
  return pages;
}
