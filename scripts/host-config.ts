/** Fills deploy/'s host configurations for one build: _headers and _redirects (CDN hosts) and nginx's *.conf. */
import { copyFile, mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { readSettings } from "../app/content-layer/settings";
import { checkHeadersLayout, renderHeadersFile } from "./cdn-headers";
import { pageUrls } from "./csp";
import { fill } from "./deploy-template";
import { parseHeadersFile } from "./headers-file";
import { renderNginxRedirects, renderRedirectsFile } from "./redirects-config";
import {
  type Header,
  adminHeaders,
  headerPolicy,
  fileContentSecurityPolicy,
  openerPolicy,
  securityHeaders,
} from "./security-headers";

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

export const renderNginxHeaders = () =>
  addHeaders([
    ["Content-Security-Policy", headerPolicy],
    ...securityHeaders,
    ["Cross-Origin-Opener-Policy", openerPolicy.page],
  ]);

export const renderNginxAdminHeaders = () => addHeaders([...adminHeaders, ...securityHeaders]);

/** Every file that is neither a page nor code, uploads too: sandboxed. */
export const renderNginxFileHeaders = () =>
  addHeaders([
    ["Content-Security-Policy", fileContentSecurityPolicy()],
    ...securityHeaders,
    ["Cross-Origin-Opener-Policy", openerPolicy.page],
    ["Cache-Control", "$hal_cache_control"],
  ]);

export async function writeHostConfigs(
  buildDir: string,
  pagePaths: readonly string[],
): Promise<void> {
  const clientDir = path.join(buildDir, "client");
  // npm scripts, the build and the tests all run from the project root.
  const template = (file: string) => readFile(path.resolve("deploy", file), "utf8");
  const urls = pageUrls(pagePaths);
  const files = await siteFiles(clientDir);
  const headersFile = renderHeadersFile(await template("_headers"), urls, files);
  checkHeadersLayout(parseHeadersFile(headersFile), urls, headersFile, files);
  await writeFile(path.join(clientDir, "_headers"), headersFile);
  const { redirects } = readSettings();
  await writeFile(
    path.join(clientDir, "_redirects"),
    renderRedirectsFile(await template("_redirects"), redirects),
  );

  const nginxOut = path.join(buildDir, "nginx", "halcyrion");
  await mkdir(nginxOut, { recursive: true });
  const values = {
    "security-headers": renderNginxHeaders(),
    "admin-headers": renderNginxAdminHeaders(),
    "file-headers": renderNginxFileHeaders(),
  };
  for (const file of ["headers.conf", "admin-headers.conf", "file-headers.conf"])
    await writeFile(path.join(nginxOut, file), fill(await template(`nginx/${file}`), values));
  await writeFile(
    path.join(nginxOut, "redirects.conf"),
    renderNginxRedirects(await template("nginx/redirects.conf"), redirects),
  );
  for (const file of ["http.conf", "site.conf", "precompressed.conf", "example-server.conf"])
    await copyFile(path.resolve("deploy", "nginx", file), path.join(nginxOut, file));
}
