import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { iconSpritePlugin } from "./scripts/icon-sprite";
import { noPreloadHelper } from "./scripts/no-preload-helper";

/**
 * The browser must build the same canonical URLs and structured data as the prerendered HTML,
 * so a SITE_ORIGIN given at build reaches the client bundle too (app/content/site.ts reads it
 * there as VITE_SITE_ORIGIN); otherwise hydration would put the default origin back.
 */
const siteOrigin = process.env.SITE_ORIGIN ?? process.env.VITE_SITE_ORIGIN;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), iconSpritePlugin(), noPreloadHelper()],
  define: siteOrigin ? { "import.meta.env.VITE_SITE_ORIGIN": JSON.stringify(siteOrigin) } : {},
  resolve: { tsconfigPaths: true },
  // No modulepreload polyfill or dependency lists for lazy chunks (see scripts/no-preload-helper.ts).
  build: { modulePreload: false },
});
