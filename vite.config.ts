import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { iconSpritePlugin } from "./scripts/icon-sprite";

/**
 * The browser must build the same canonical URLs and structured data as the prerendered HTML,
 * so a SITE_ORIGIN given at build reaches the client bundle too (app/content/site.ts reads it
 * there as VITE_SITE_ORIGIN); otherwise hydration would put the default origin back.
 */
const siteOrigin = process.env.SITE_ORIGIN ?? process.env.VITE_SITE_ORIGIN;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), iconSpritePlugin()],
  define: siteOrigin ? { "import.meta.env.VITE_SITE_ORIGIN": JSON.stringify(siteOrigin) } : {},
  resolve: { tsconfigPaths: true },
  // Section and menu chunks import only chunks the page has already loaded, so the preload
  // helper (0.9 kB gzip on every page) buys nothing.
  build: { modulePreload: false },
});
