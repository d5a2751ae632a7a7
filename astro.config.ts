import { createHash } from "node:crypto";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import type { AstroIntegration } from "astro";
import { defineConfig } from "astro/config";
import { buildEnd } from "./scripts/build-end.ts";
import { contentPlugin } from "./scripts/content/vite-plugin.ts";
import { buildFormsSettings } from "./scripts/forms-settings.ts";
import { mediaDevServer } from "./scripts/media-dev.ts";
import { pagePolicy } from "./scripts/security-headers.ts";
import { formsCspSources } from "./app/forms/csp-sources.ts";
import { speculationRules } from "./app/lib/page-loading.ts";

/** BUILD_DIR moves the whole build (the site in <dir>/client, nginx's config in <dir>/nginx), so parallel builds and tests do not collide. */
const buildDirectory = process.env.BUILD_DIR ?? "build";

/**
 * The browser must build the same canonical URLs as the prerendered HTML, so a SITE_ORIGIN given
 * at build reaches the client bundle too (app/content/site.ts reads it as VITE_SITE_ORIGIN).
 */
const siteOrigin = process.env.SITE_ORIGIN ?? process.env.VITE_SITE_ORIGIN;

/** Resolved here, as the config loads: a bad FORMS_ENDPOINT stops the build before it starts. */
const forms = buildFormsSettings();
const policy = pagePolicy(formsCspSources(forms.settings));

/**
 * The site's own build steps (scripts/build-end.ts: sitemap, feeds, CSAF, search index,
 * share images, media, the CMS, host configs, precompression) once Astro has written every page,
 * and the `client:intent` directive (app/islands/intent-directive.ts).
 */
const halcyrion: AstroIntegration = {
  name: "halcyrion",
  hooks: {
    "astro:config:setup": ({ addClientDirective }) => {
      addClientDirective({ name: "intent", entrypoint: "./app/islands/intent-directive.ts" });
    },
    "astro:build:done": async () => {
      await buildEnd(buildDirectory);
    },
  },
};

export default defineConfig({
  srcDir: "./app",
  outDir: `${buildDirectory}/client`,
  ...(siteOrigin ? { site: siteOrigin } : {}),
  trailingSlash: "ignore",
  build: { format: "directory", assets: "assets" },
  devToolbar: { enabled: false },
  // Markdown is rendered by the content build (scripts/content), never by Astro: no highlighter.
  markdown: { syntaxHighlight: false },
  // No `prefetch`: pages carry speculation rules instead (app/lib/page-loading.ts says why).
  integrations: [react(), halcyrion],
  // Every page's Content-Security-Policy, in a <meta> in its head, before any script, with the hashes of
  // its inline scripts (scripts/security-headers.ts says what it allows, and why).
  security: {
    csp: {
      algorithm: "SHA-256",
      directives: policy.directives,
      // The speculation rules are written by the layout, not by Astro, so their hash is given here.
      scriptDirective: { resources: policy.scriptSources, hashes: [`sha256-${createHash("sha256").update(speculationRules).digest("base64")}`] },
      styleDirective: { resources: policy.styleSources },
    },
  },
  vite: {
    plugins: [contentPlugin(), tailwindcss(), mediaDevServer()],
    define: {
      ...(siteOrigin ? { "import.meta.env.VITE_SITE_ORIGIN": JSON.stringify(siteOrigin) } : {}),
      // app/forms/build-settings.ts: the forms' delivery as data, the same the CSP is written from.
      __FORMS_SETTINGS__: JSON.stringify(forms.settings),
      __FORMS_TIMEOUT_MS__: JSON.stringify(forms.timeoutMs),
    },
    build: {
      rolldownOptions: { checks: { pluginTimings: false } },
    },
  },
});
