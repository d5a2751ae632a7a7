import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { redirectTable } from "../.content-collections/generated";
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

/** The _redirects file: one `from to 301` line per redirect. */
export function renderRedirectsFile(template: string, redirects: readonly Redirect[]): string {
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
  redirects: readonly Redirect[] = redirectTable?.redirects ?? [],
): Promise<void> {
  const cdn = await readFile(path.join(deployDir, "_redirects"), "utf8");
  await writeFile(path.join(buildDir, "client", "_redirects"), renderRedirectsFile(cdn, redirects));
  const nginx = await readFile(path.join(deployDir, "nginx", "redirects.conf"), "utf8");
  await writeFile(
    path.join(buildDir, "nginx", "halcyrion", "redirects.conf"),
    renderNginxRedirects(nginx, redirects),
  );
}
