import { type TestProjectInlineConfiguration, defineConfig } from "vitest/config";
import { loadCmsDefines } from "./vite.admin.config.ts";
import { LAUNCH_CONTENT_DIR } from "./test/launch-content.ts";

// Astro stays out of these projects: they render React components directly and read entries through
// test/astro-content.ts (the same loader). Only "astro" (vitest.astro.config.ts) runs Astro's config.
const transform = {
  resolve: {
    tsconfigPaths: true,
    alias: { "astro:content": new URL("./test/astro-content.ts", import.meta.url).pathname },
  },
  oxc: { jsx: { runtime: "automatic" as const } },
};
// The company facts, menus and the CMS's lists, as the configs hand them over (Vite `define`).
const cmsDefines = await loadCmsDefines();
const [live, launch] = await Promise.all([cmsDefines(), cmsDefines(LAUNCH_CONTENT_DIR)]);
/** A project of its name and defines; testTimeout: building a scratch copy's content or a whole page
 * takes about a second alone, but over the 5 s default on CI's busy cores. A hang still fails. */
const project = (
  name: string,
  define: Record<string, string>,
  test: TestProjectInlineConfiguration["test"],
) => ({
  ...transform,
  define,
  test: { restoreMocks: true, testTimeout: 20_000, name, ...test },
});

/** Build-time code's tests run where it runs, in Node: no DOM to set up, no component's timer firing without a window. */
const nodeTests = [
  "scripts/**/*.test.ts",
  "test/*.test.ts",
  "test/gates/**/*.test.ts",
  "deploy/**/*.test.ts",
  "test/standards/**/*.test.ts",
  "app/research/*.test.ts",
  "app/content/{research-refusals,research-safety,research-rule-tests,strict-content}.test.ts",
  "app/content/{markdown,syntax,images,svg-safety}.test.ts",
  "app/content-layer/{store,addresses}.test.ts",
  // Build-only code; the research files are checked against the standards' validators (test/standards/), which read files.
  "app/files/**/*.test.ts",
];

/** Tests on the live content/ ("dom", "node") check invariants only, so any valid edit passes them. The launch checklist
 * is `*.launch.test.ts(x)`, run by "launch" on the frozen launch content in test/fixtures/content: CONTENT_DIR points the
 * content loader there, and the company facts handed over as data are the fixture's. */
const launchTests = ["{app,admin,scripts}/**/*.launch.test.{ts,tsx}"];

/** The routes rendered through Astro's Container API: the "astro" project (vitest.astro.config.ts). */
const astroTests = ["app/routes.test.ts"];

/** The built site's checks that need no browser, reading `${BUILD_DIR ?? "build"}/client`: after a build
 * (`npm run test:built`), never with the other projects (`test:unit`). */
const builtTests = ["test/built/**/*.test.ts"];

export default defineConfig({
  ...transform,
  test: {
    // Runs once for every project: the font subset and the icons' drawings.
    globalSetup: ["./vitest.global-setup.ts"],
    // Not Vitest's cores − 1: one worker left a core of CI's two a third idle (109 s against 68 s).
    maxWorkers: 2,
    projects: [
      // Renders the site's routes through Astro's Container API, with Astro's own Vite config.
      "./vitest.astro.config.ts",
      project("dom", live, {
        environment: "jsdom",
        // One document per worker: setting jsdom up per file was most of the project's time (100 s of
        // 110 on CI). vitest.setup.ts blanks the document and storage before each file instead.
        isolate: false,
        include: ["app/**/*.test.{ts,tsx}", "admin/**/*.test.{ts,tsx}"],
        exclude: [...launchTests, ...nodeTests, ...astroTests],
        setupFiles: ["./vitest.setup.ts"],
      }),
      project("node", live, {
        environment: "node",
        setupFiles: ["./test/settings-globals.ts"],
        include: nodeTests,
        exclude: launchTests,
      }),
      project("launch", launch, {
        environment: "jsdom",
        isolate: false, // as "dom"
        include: launchTests,
        setupFiles: ["./vitest.setup.ts"],
        // Code that reads content files itself (entry paths, the CMS's options, the forms) reads the fixture.
        env: { CONTENT_DIR: LAUNCH_CONTENT_DIR },
      }),
      project("built", live, {
        environment: "node",
        setupFiles: ["./test/settings-globals.ts"],
        include: builtTests,
        // Fails the run at once when there is no build to check (BUILD_DIR, "build" by default).
        globalSetup: ["./test/built/global-setup.ts"],
      }),
    ],
  },
});
