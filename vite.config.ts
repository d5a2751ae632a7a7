import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentPlugin } from "./scripts/content/vite-plugin.ts";
import { buildFormsSettings } from "./scripts/forms-settings.ts";
import { iconSpritePlugin } from "./scripts/icon-sprite.ts";
import { mediaDevServer } from "./scripts/media-dev.ts";
import { cmsRouterOutOfDevDeps } from "./scripts/cms/dev-deps.ts";
import { noPreloadHelper } from "./scripts/no-preload-helper.ts";

/**
 * The browser must build the same canonical URLs and structured data as the prerendered HTML,
 * so a SITE_ORIGIN given at build reaches the client bundle too (app/content/site.ts reads it
 * there as VITE_SITE_ORIGIN); otherwise hydration would put the default origin back.
 */
const siteOrigin = process.env.SITE_ORIGIN ?? process.env.VITE_SITE_ORIGIN;

/** Resolved here, as the config loads: a bad FORMS_ENDPOINT stops the build before it starts. */
const forms = buildFormsSettings();

export default defineConfig({
  plugins: [contentPlugin(), tailwindcss(), reactRouter(), cmsRouterOutOfDevDeps(), iconSpritePlugin(), noPreloadHelper(), mediaDevServer()],
  define: {
    ...(siteOrigin ? { "import.meta.env.VITE_SITE_ORIGIN": JSON.stringify(siteOrigin) } : {}),
    // app/forms/build-settings.ts: the forms' delivery as data, the same the CSP is written from.
    __FORMS_SETTINGS__: JSON.stringify(forms.settings),
    __FORMS_TIMEOUT_MS__: JSON.stringify(forms.timeoutMs),
  },
  resolve: { tsconfigPaths: true },
  // The dev server pre-bundles what it finds imported from these files. Left to itself Vite scans
  // every HTML file of the project, and admin/index.html is the CMS (vite.admin.config.ts): its
  // dependencies are no business of the site's dev server. (React Router's own entry list is
  // empty unless its unstable_optimizeDeps flag is on.)
  optimizeDeps: { entries: ["app/root.tsx", "app/routes/**/*.tsx", "!app/**/*.test.tsx"] },
  build: {
    // No modulepreload polyfill or dependency lists for lazy chunks (see scripts/no-preload-helper.ts).
    modulePreload: false,
    // Rolldown's plugin timing report is a warning whenever plugins take most of a build, which
    // prerendering and the content build always do: it measures the machine's load, not a defect,
    // and a build must print no warnings (a warning everyone ignores hides the next one).
    rolldownOptions: {
      checks: { pluginTimings: false },
      output: {
        // Fewer, larger files on every page's first load (npm run size): left to itself Rolldown
        // cut React, React DOM and React Router across three files and the layout's modules
        // (root.tsx and what it imports) into a dozen chunks under 1 kB each, whose per-file
        // overhead cost every page 3 kB gzip and ten requests. Two groups instead: the framework
        // (the same on every page, cached once) and the shell (the layout, plus the helpers most
        // pages' modules share). Lazy chunks (menus, forms, the scene) are untouched.
        // e2e/first-load-weight.spec.ts holds a static page and the home page to the budget.
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 20 },
            // (The blog's context is a few bytes in it, not a file of its own on the blog's pages.)
            { name: "shell", test: /app[\\/](root\.tsx|route-table\.ts|lib[\\/](actions|mailto|route-meta)\.ts|components[\\/]sections[\\/](hero|blog-context)\.tsx)$/, priority: 10 },
            // What a page with islands loads to wake them on intent (islands.tsx): one file, not five.
            { name: "islands", test: /app[\\/](components[\\/]((islands[\\/]islands|sections[\\/]page-islands)|forms[\\/]form-island-spec)\.tsx|components[\\/]sections[\\/]island-names\.ts|forms[\\/]draft-key\.ts)$/, priority: 10 },
          ],
        },
      },
    },
  },
});
