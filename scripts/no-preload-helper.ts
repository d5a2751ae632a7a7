import type { Plugin } from "vite";

/**
 * Vite wraps every dynamic `import()` in a helper that first preloads the imported chunk's own
 * dependencies and CSS. Here that buys nothing: the site has one stylesheet, loaded by every
 * page, and lazy chunks import only what the page has already loaded or a little more. The
 * helper would still cost every page 0.9 kB gzip of first-load JavaScript, so it is replaced by
 * a plain call of the import.
 */
export function noPreloadHelper(): Plugin {
  return {
    name: "halcyrion:no-preload-helper",
    enforce: "pre",
    apply: "build",
    load(id) {
      if (id === "\0vite/preload-helper.js") return "export const __vitePreload = (load) => load();";
    },
  };
}
