import type { Redirect } from "../app/content/redirects";
import { fill } from "./deploy-template";

// content/redirects.yaml, chains already followed by the content build, as each host's file:
// _redirects for CDN hosts and nginx maps (deploy/nginx/redirects.conf; site.conf answers 301).

/**
 * No second "/" or "\" after the first (browsers read "//x" and "/\x" as the host x): whatever reaches
 * here, no redirect in the hosts' files leaves the site. */
const SITE_PATH = /^\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~/-]*)?(?:#[\w-]+)?$/;

function checkSiteRedirects(redirects: readonly Redirect[]): void {
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
    "redirect-paths": entries((to) => to.replace(/#.*/, "")),
    "redirect-fragments": entries((to) => /#.*/.exec(to)?.[0] ?? ""),
  });
}
