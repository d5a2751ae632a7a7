import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { readSettings } from "../app/content/settings";
import type { Redirect } from "../app/content/redirects";

/**
 * The redirects of content/redirects.yaml, as the content build checked them and followed every
 * chain to its page (app/content/redirects.ts), in each host's format: build/client/_redirects
 * (Netlify, Cloudflare Pages: `/old /new 301`) and build/nginx/halcyrion/redirects.conf (maps from
 * the old path to the new one and its #part; site.conf answers 301). Filled into the templates in
 * deploy/ by writeHostConfigs (scripts/host-config.ts).
 */

/** A template's `{{key}}` lines (optionally commented out: `# {{key}}`) replaced by their values. */
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
 * A path on this site, in characters both hosts' files carry as they are: "/", then no second "/"
 * or "\" (browsers read "//x" and "/\x" as the host x), an optional #part. The content schema
 * allows no other; this keeps a redirect that leaves the site out of the hosts' files whatever
 * reaches them.
 */
const SITE_PATH = /^\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~/-]*)?(?:#[\w-]+)?$/;

/** Throws, naming every redirect whose old or new address is not a path on this site. */
export function checkSiteRedirects(redirects: readonly Redirect[]): void {
  const bad = redirects.filter(({ from, to }) => !SITE_PATH.test(from) || !SITE_PATH.test(to));
  if (bad.length === 0) return;
  throw new Error(
    `Redirects must lead from a path on this site to a path on this site (content/redirects.yaml):\n${bad
      .map(({ from, to }) => `  ${JSON.stringify(from)} -> ${JSON.stringify(to)}`)
      .join("\n")}`,
  );
}

/** The _redirects file: one `from to 301` line per redirect. */
export function renderRedirectsFile(template: string, redirects: readonly Redirect[]): string {
  checkSiteRedirects(redirects);
  return fill(template, {
    redirects: redirects.map(({ from, to }) => `${from} ${to} 301`).join("\n"),
  });
}

/**
 * The nginx maps: each old path, and the same with a trailing slash (answered in one step, not
 * two), to the new path; and to the new address's #part where it has one. Paths are checked by
 * the schema (letters, digits, - _ . ~ and /), so they need no escaping inside the quotes.
 */
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

/** Writes both files for the build in `buildDir` (its client/ folder is the site) from the templates in `deployDir`. */
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
