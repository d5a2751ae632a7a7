import { access, copyFile, rm } from "node:fs/promises";
import path from "node:path";

/**
 * The splat route is prerendered at /404; static hosts serve 404.html (with status 404) for
 * unknown paths. Move it there so /404 itself is not a page that answers 200, and drop the
 * SPA fallback nothing uses.
 */
export async function copyNotFoundPage(clientDir: string): Promise<void> {
  const rendered = path.join(clientDir, "404", "index.html");
  await access(rendered);
  await copyFile(rendered, path.join(clientDir, "404.html"));
  await rm(path.join(clientDir, "404"), { recursive: true });
  // React Router also writes an SPA fallback page; every route is prerendered and no host
  // serves it, so it would only be an untitled, unindexed stray file.
  await rm(path.join(clientDir, "__spa-fallback.html"), { force: true });
}
