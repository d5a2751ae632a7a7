/**
 * Fills in the host configurations in deploy/ for one build: build/client/_headers (CDN hosts,
 * scripts/cdn-headers.ts) and build/nginx/halcyrion/*.conf (nginx), each with every page's
 * script hashes.
 */
import { copyFile, mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { type FormsCspSources, formsCspSources } from "../app/forms/csp-sources";
import { resolveFormsSettings } from "../app/forms/settings";
import { checkHeadersLayout, renderHeadersFile } from "./cdn-headers";
import { type PageHashes, collectPageHashes, quoted } from "./csp";
import { deployDir, fill } from "./deploy-template";
import { parseHeadersFile } from "./headers-file";
import { writeRedirects } from "./redirects-config";
import {
  adminHeaders,
  contentSecurityPolicy,
  mediaContentSecurityPolicy,
  openerPolicy,
  securityHeaders,
} from "./security-headers";

type Header = readonly [name: string, value: string];

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

const addHeaders = (headers: readonly Header[]) =>
  headers.map(([name, value]) => `add_header ${name} "${value}" always;`).join("\n");

/** nginx add_header lines of pages and other files; the CSP takes the page's hashes from $hal_script_hashes. */
export function renderNginxHeaders(forms?: FormsCspSources): string {
  const csp = contentSecurityPolicy(["$hal_script_hashes"], forms);
  return addHeaders([
    ["Content-Security-Policy", csp],
    ...securityHeaders,
    ["Cross-Origin-Opener-Policy", openerPolicy.page],
  ]);
}

/** nginx add_header lines for /admin/ (the CMS): the same headers as the _headers block, then the shared ones. */
export function renderNginxAdminHeaders(): string {
  return addHeaders([...adminHeaders, ...securityHeaders]);
}

/** nginx add_header lines for /media/ (uploads): sandboxed (mediaContentSecurityPolicy). */
export function renderNginxMediaHeaders(): string {
  return addHeaders([
    ["Content-Security-Policy", mediaContentSecurityPolicy()],
    ...securityHeaders,
    ["Cross-Origin-Opener-Policy", openerPolicy.page],
    ["Cache-Control", "$hal_cache_control"],
  ]);
}

/** URLs of the prerendered route data files (`/platform.data`, ...). */
async function routeDataUrls(clientDir: string): Promise<string[]> {
  const entries = await readdir(clientDir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".data"))
    .map(
      (entry) =>
        `/${path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`,
    )
    .sort();
}

/**
 * Writes both host configurations for the build in `buildDir` (its client/ folder is the site).
 * `pagePaths`: the prerendered pages, the only HTML whose inline scripts the CSP allows.
 * `formsSettings`: the site's `forms:` settings as written (none: forms compose mail);
 * FORMS_ENDPOINT at build overrides them. Their provider's origin is the only one the CSP adds.
 */
export async function writeHostConfigs(
  buildDir: string,
  pagePaths: readonly string[],
  formsSettings?: unknown,
): Promise<PageHashes[]> {
  const forms = formsCspSources(resolveFormsSettings(formsSettings));
  const clientDir = path.join(buildDir, "client");
  const pages = await collectPageHashes(clientDir, pagePaths);
  const headersTemplate = await readFile(path.join(deployDir, "_headers"), "utf8");
  const headersFile = renderHeadersFile(
    headersTemplate,
    pages,
    await routeDataUrls(clientDir),
    forms,
  );
  checkHeadersLayout(
    parseHeadersFile(headersFile),
    pages.flatMap((page) => page.urls),
  );
  await writeFile(path.join(clientDir, "_headers"), headersFile);

  const nginxOut = path.join(buildDir, "nginx", "halcyrion");
  await mkdir(nginxOut, { recursive: true });
  const nginxIn = path.join(deployDir, "nginx");
  const templates: Record<string, Record<string, string>> = {
    "http.conf": { "script-hashes": renderScriptHashMap(pages) },
    "headers.conf": { "security-headers": renderNginxHeaders(forms) },
    "admin-headers.conf": { "admin-headers": renderNginxAdminHeaders() },
    "media-headers.conf": { "media-headers": renderNginxMediaHeaders() },
  };
  for (const [file, values] of Object.entries(templates)) {
    const template = await readFile(path.join(nginxIn, file), "utf8");
    await writeFile(path.join(nginxOut, file), fill(template, values));
  }
  for (const file of ["site.conf", "precompressed.conf", "example-server.conf"]) {
    await copyFile(path.join(nginxIn, file), path.join(nginxOut, file));
  }
  // content/redirects.yaml: build/client/_redirects and redirects.conf (scripts/redirects-config.ts).
  await writeRedirects(buildDir, deployDir);
  return pages;
}
