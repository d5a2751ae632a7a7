import type { Plugin, UserConfig } from "vite";

/**
 * Decap CMS brings React Router 5's react-router-dom, which npm installs at the top of
 * node_modules. React Router's Vite plugin asks the dev server to pre-bundle react-router-dom
 * whenever it can be found there (for apps on v6), and pre-bundling v5 against the site's
 * react-router 7 fails, which stops `npm run dev`. The site never imports react-router-dom, so
 * this drops it from the list after React Router's plugin has added it (list this plugin after
 * reactRouter(): config hooks run in order, each on the config merged so far). Only the dev
 * server pre-bundles; builds are untouched. Pinned by dev-deps.test.ts.
 */
export function withoutCmsRouter(config: UserConfig): void {
  const include = config.optimizeDeps?.include;
  if (config.optimizeDeps && include) config.optimizeDeps.include = include.filter((id) => id !== "react-router-dom");
}

export function cmsRouterOutOfDevDeps(): Plugin {
  return { name: "halcyrion:cms-router-out-of-dev-deps", apply: "serve", config: withoutCmsRouter };
}
