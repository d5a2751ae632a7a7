/** Fills deploy/'s host configurations for one build: _headers (CDN hosts) and nginx's *.conf. */
import { copyFile, mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { checkHeadersLayout, renderHeadersFile } from "./cdn-headers";
import { pageUrls } from "./csp";
import { deployDir, fill } from "./deploy-template";
import { parseHeadersFile } from "./headers-file";
import { writeRedirects } from "./redirects-config";
import {
  adminHeaders,
  headerPolicy,
  fileContentSecurityPolicy,
  openerPolicy,
  securityHeaders,
} from "./security-headers";

type Header = readonly [name: string, value: string];

/** Precompressed copies and the host files left out. */
async function siteFiles(clientDir: string): Promise<string[]> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map(
      (entry) =>
        `/${path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`,
    )
    .filter((url) => url !== "/_headers" && url !== "/_redirects")
    .sort();
}

const addHeaders = (headers: readonly Header[]) =>
  headers.map(([name, value]) => `add_header ${name} "${value}" always;`).join("\n");

export function renderNginxHeaders(): string {
  return addHeaders([
    ["Content-Security-Policy", headerPolicy],
    ...securityHeaders,
    ["Cross-Origin-Opener-Policy", openerPolicy.page],
  ]);
}

export function renderNginxAdminHeaders(): string {
  return addHeaders([...adminHeaders, ...securityHeaders]);
}

/** Every file that is neither a page nor code, uploads too: sandboxed. */
export function renderNginxFileHeaders(): string {
  return addHeaders([
    ["Content-Security-Policy", fileContentSecurityPolicy()],
    ...securityHeaders,
    ["Cross-Origin-Opener-Policy", openerPolicy.page],
    ["Cache-Control", "$hal_cache_control"],
  ]);
}

export async function writeHostConfigs(
  buildDir: string,
  pagePaths: readonly string[],
): Promise<void> {
  const clientDir = path.join(buildDir, "client");
  const urls = pageUrls(pagePaths);
  const headersTemplate = await readFile(path.join(deployDir, "_headers"), "utf8");
  const files = await siteFiles(clientDir);
  const headersFile = renderHeadersFile(headersTemplate, urls, files);
  checkHeadersLayout(parseHeadersFile(headersFile), urls, headersFile, files);
  await writeFile(path.join(clientDir, "_headers"), headersFile);

  const nginxOut = path.join(buildDir, "nginx", "halcyrion");
  await mkdir(nginxOut, { recursive: true });
  const nginxIn = path.join(deployDir, "nginx");
  const templates: Record<string, Record<string, string>> = {
    "headers.conf": { "security-headers": renderNginxHeaders() },
    "admin-headers.conf": { "admin-headers": renderNginxAdminHeaders() },
    "file-headers.conf": { "file-headers": renderNginxFileHeaders() },
  };
  for (const [file, values] of Object.entries(templates)) {
    const template = await readFile(path.join(nginxIn, file), "utf8");
    await writeFile(path.join(nginxOut, file), fill(template, values));
  }
  for (const file of ["http.conf", "site.conf", "precompressed.conf", "example-server.conf"]) {
    await copyFile(path.join(nginxIn, file), path.join(nginxOut, file));
  }
  await writeRedirects(buildDir, deployDir);
}
