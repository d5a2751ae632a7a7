import tailwindcss from "@tailwindcss/vite";
import { defineConfig, runnerImport, type Plugin, type UserConfig } from "vite";
import type * as CmsConfig from "./scripts/cms/config";
import { outDir } from "./scripts/out-dir.ts";
import { writeIconDrawings } from "./scripts/icon-drawings.ts";
import type * as Defines from "./admin/defines";
import { escapeXml } from "./app/content/escape.ts";

/**
 * The CMS at /admin/, built on its own as the site's build ends (docs/decisions/0008); `npm run cms` serves it
 * in dev with config.yml pointing at the local decap-server (CMS_LOCAL_BACKEND). */
const buildDir = process.env.BUILD_DIR ?? "build";

/** In dev, config.yml is generated on each request, so schema and content changes show on reload. */
function devConfigFile(): Plugin {
  return {
    name: "halcyrion:cms-config",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use("/admin/config.yml", (_request, response, next) => {
        server
          .ssrLoadModule("/scripts/cms/config.ts")
          .then((module) => {
            const { cmsConfigYaml, optionsFromDisk } = module as typeof CmsConfig;
            response.setHeader("Content-Type", "text/yaml; charset=utf-8");
            response.end(
              cmsConfigYaml(optionsFromDisk({ localBackendUrl: process.env.CMS_LOCAL_BACKEND })),
            );
          })
          .catch(next);
      });
    },
  };
}

/** The editor's tab names the company as content/site.yaml does (admin/index.html's %COMPANY%). */
const companyTitle = (name: string): Plugin => ({
  name: "halcyrion:cms-title",
  transformIndexHtml: (html) => html.replace("%COMPANY%", escapeXml(name)),
});

/** admin/defines.ts's cmsDefines (vitest.config.ts takes it from here too), imported through Vite's module
 * runner: the content reader's own imports need Vite's resolution. */
export const loadCmsDefines = async () =>
  (
    await runnerImport<typeof Defines>("./admin/defines.ts", {
      configFile: false,
      resolve: { tsconfigPaths: true },
    })
  ).module.cmsDefines;

/** Third-party code inside Decap ("use client" directives, eval in a dependency): not ours to fix. */
const THIRD_PARTY_NOTICES = new Set(["MODULE_LEVEL_DIRECTIVE", "EVAL"]);

export default defineConfig(async ({ command }): Promise<UserConfig> => {
  // The previews draw icons as the pages do (Astro's build writes them too; `npm run cms` does not).
  await writeIconDrawings();
  // The company facts, menus, authors, forms and claims the previews show (admin/previews.tsx).
  const define = await (await loadCmsDefines())();
  return {
    define,
    // Decap's code names Node's `global`; the build replaces it, the dev server's pre-bundling must too.
    optimizeDeps: { rolldownOptions: { transform: { define: { global: "globalThis" } } } },
    // A build lists Decap's hundreds of files otherwise; warnings and errors still print.
    logLevel: command === "build" ? "warn" : "info",
    // The project root, so Tailwind finds the classes of app/ and the page keeps its /admin/ path.
    root: ".",
    base: "/",
    plugins: [
      tailwindcss(),
      devConfigFile(),
      companyTitle((JSON.parse(define.__SITE__) as { name: string }).name),
    ],
    resolve: { tsconfigPaths: true },
    server: { host: "127.0.0.1" },
    build: {
      outDir: outDir("cms-admin", buildDir),
      assetsDir: "admin/assets",
      sourcemap: false,
      // Decap loads on /admin/ only, for editors; no public page's budget counts it.
      chunkSizeWarningLimit: 10_000,
      rolldownOptions: {
        input: "admin/index.html",
        checks: { pluginTimings: false },
        onwarn(warning, warn) {
          const inDependency = /node_modules/.test(`${warning.id ?? ""} ${warning.message}`);
          if (warning.code && THIRD_PARTY_NOTICES.has(warning.code) && inDependency) return;
          warn(warning);
        },
      },
    },
  };
});
