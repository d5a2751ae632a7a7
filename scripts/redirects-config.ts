import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { readSettings } from "../app/content/settings";
import type { Redirect } from "../app/content/redirects";

// content/redirects.yaml, chains already followed by the content build, as each host's file:
// _redirects for CDN hosts and nginx maps (deploy/nginx/redirects.conf; site.conf answers 301).

/** `{{key}}` lines, optionally commented out (`# {{key}}`), replaced by their values. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(
    /^([ \t]*)(?:# )?\{\{([a-z-]+)\}\}[ \t]*\n/gm,
    (_line, indent: string, key: string) => {
      const value = values[key];
      if (value === undefined) throw new Error(`No value for {{${key}}} in a redirects template`);
      return value
        ? `${value
            .split("\n")
            .map((line) => `${indent}${line}`)
            .join("\n")}\n`
        : "";
    },
  );
}

const split = (to: string) => {
  const at = to.indexOf("#");
  return at === -1 ? { path: to, fragment: "" } : { path: to.slice(0, at), fragment: to.slice(at) };
};

/**
 * No second "/" or "\" after the first (browsers read "//x" and "/\x" as the host x): whatever reaches
 * here, no redirect in the hosts' files leaves the site. */
const SITE_PATH = /^\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~/-]*)?(?:#[\w-]+)?$/;

export function checkSiteRedirects(redirects: readonly Redirect[]): void {
  const bad = redirects.filter(({ from, to }) => !SITE_PATH.test(from) || !SITE_PATH.test(to));
  if (bad.length === 0) return;
  throw new Error(
    `Redirects must lead from a path on this site to a path on this site (content/redirects.yaml):\n${bad
      .map(({ from, to }) => `  ${JSON.stringify(from)} -> ${JSON.stringify(to)}`)
      .join("\n")}`,
  );
}

export function renderRedirectsFile(template: string, redirects: readonly Redirect[]): string {
  checkSiteRedirects(redirects);
  return fill(template, {
    redirects: redirects.map(({ from, to }) => `${from} ${to} 301`).join("\n"),
  });
}

/**
 * Each old path with and without a trailing slash (one step, not two). The schema allows only
 * letters, digits, - _ . ~ and /, so nothing needs escaping inside the quotes. */
export function renderNginxRedirects(template: string, redirects: readonly Redirect[]): string {
  checkSiteRedirects(redirects);
  const entries = (value: (to: string) => string) =>
    redirects
      .flatMap(({ from, to }) =>
        value(to) ? [`"${from}" "${value(to)}";`, `"${from}/" "${value(to)}";`] : [],
      )
      .join("\n");
  return fill(template, {
    "redirect-paths": entries((to) => split(to).path),
    "redirect-fragments": entries((to) => split(to).fragment),
  });
}

export async function writeRedirects(
  buildDir: string,
  deployDir: string,
  redirects: readonly Redirect[] = readSettings().redirects,
): Promise<void> {
  const cdn = await readFile(path.join(deployDir, "_redirects"), "utf8");
  await writeFile(path.join(buildDir, "client", "_redirects"), renderRedirectsFile(cdn, redirects));
  const nginx = await readFile(path.join(deployDir, "nginx", "redirects.conf"), "utf8");
  await writeFile(
    path.join(buildDir, "nginx", "halcyrion", "redirects.conf"),
    renderNginxRedirects(nginx, redirects),
  );
}
