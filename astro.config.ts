import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import type { AstroIntegration } from "astro";
import { defineConfig } from "astro/config";
import { buildEnd } from "./scripts/build-end.ts";
import path from "node:path";
import { settingsFiles, siteDefines } from "./app/content-layer/settings.ts";
import { content, showContentErrorsIn } from "./app/content-layer/loader.ts";
import { writeFontSubset } from "./scripts/font-subset.mjs";
import { writeIconDrawings } from "./scripts/icon-drawings.ts";
import { buildFormsSettings } from "./scripts/forms-settings.ts";
import { SCENE_DEV_URL, buildScene } from "./scripts/scene-build.ts";
import { scriptHash } from "./scripts/csp.ts";
import { pagePolicy } from "./scripts/security-headers.ts";
import { formsCspSources } from "./app/forms/csp-sources.ts";
import { speculationRules } from "./app/lib/page-loading.ts";
import { registerTextFace } from "./app/browser/text-face.ts";

/** BUILD_DIR moves the whole build (<dir>/client, <dir>/nginx), so parallel builds and tests do not collide. */
const buildDirectory = process.env.BUILD_DIR ?? "build";

/** The browser must build the same canonical URLs as the prerendered HTML (app/content/site.ts). */
const siteOrigin = process.env.SITE_ORIGIN ?? process.env.VITE_SITE_ORIGIN;

/** Resolved here, as the config loads: a bad FORMS_ENDPOINT stops the build before it starts. */
const forms = buildFormsSettings();
const policy = pagePolicy(formsCspSources(forms.settings));

/** The site's build steps (scripts/build-end.ts); the hero's scene is built before the pages, which need its URL. */
const halcyrion: AstroIntegration = {
  name: "halcyrion",
  hooks: {
    "astro:config:setup": async ({ addClientDirective, addWatchFile, command, updateConfig }) => {
      // Read here and handed over as defines: in dev, a change to them restarts the server.
      for (const file of settingsFiles()) addWatchFile(path.resolve(file));
      // Before any page loads them.
      await writeFontSubset(await content());
      await writeIconDrawings();
      addClientDirective({ name: "intent", entrypoint: "./app/islands/intent-directive.ts" });
      addClientDirective({ name: "painted", entrypoint: "./app/islands/painted-directive.ts" });
      const scene = command === "build" ? await buildScene(buildDirectory) : SCENE_DEV_URL;
      updateConfig({ vite: { define: { __SCENE_MODULE__: JSON.stringify(scene) } } });
    },
    "astro:server:setup": ({ server }) => showContentErrorsIn(server),
    "astro:build:done": () => buildEnd(buildDirectory),
  },
};

export default defineConfig({
  srcDir: "./app",
  outDir: `${buildDirectory}/client`,
  ...(siteOrigin ? { site: siteOrigin } : {}),
  trailingSlash: "ignore",
  // Two routes writing one address is a bug (a job named like a page), never a silent pick.
  prerenderConflictBehavior: "error",
  // A page paints from its own HTML (docs/decisions/0001). Four routes at a time: one waiting on sharp's
  // threads lets another render (docs/decisions/performance-history.md).
  build: { format: "directory", assets: "assets", inlineStylesheets: "always", concurrency: 4 },
  devToolbar: { enabled: false },
  // Markdown is rendered by the content loader (app/content-layer/read.ts), never by Astro: no highlighter.
  markdown: { syntaxHighlight: false },
  // No `prefetch`: pages carry speculation rules (docs/decisions/0002).
  integrations: [react(), halcyrion],
  // Each page's CSP as a <meta> with its inline scripts' hashes (docs/decisions/0007).
  security: {
    csp: {
      algorithm: "SHA-256",
      directives: policy.directives,
      // The layout writes these two scripts itself, so Astro does not hash them.
      scriptDirective: {
        resources: policy.scriptSources,
        hashes: [speculationRules, registerTextFace].map(scriptHash),
      },
      styleDirective: { resources: policy.styleSources },
    },
  },
  vite: {
    plugins: [tailwindcss()],
    define: {
      // app/content/site.ts: the company facts and menus, for pages and islands alike.
      ...siteDefines(),
      ...(siteOrigin ? { "import.meta.env.VITE_SITE_ORIGIN": JSON.stringify(siteOrigin) } : {}),
      // app/forms/build-settings.ts: the forms' delivery as data, the same the CSP is written from.
      __FORMS_SETTINGS__: JSON.stringify(forms.settings),
      __FORMS_TIMEOUT_MS__: JSON.stringify(forms.timeoutMs),
    },
    build: { rolldownOptions: { checks: { pluginTimings: false } } },
  },
});
