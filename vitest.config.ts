import { defineConfig } from "vitest/config";
import { LAUNCH_CONTENT_DIR, launchContentAlias } from "./test/launch-content.ts";

// Astro stays out of here: tests render the React components directly.
const transform = {
  resolve: { tsconfigPaths: true },
  oxc: { jsx: { runtime: "automatic" as const } },
};
const common = {
  restoreMocks: true,
  // Some tests build the content of a scratch copy or render whole pages: about a second each
  // alone, but over the 5 s default when CI's two cores are also busy. A hang still fails.
  testTimeout: 20_000,
};

/**
 * Build-time code's tests run where it runs, in Node: no DOM to set up per file (jsdom took about
 * a second a file), and no timer a component left in the shared document firing without a window.
 */
const nodeTests = ["scripts/**/*.test.ts", "deploy/**/*.test.ts", "test/standards/**/*.test.ts", "app/research/*.test.ts", "app/lib/{csaf,ics,security-txt,sitemap}.test.ts", "app/loaders/addresses.server.test.ts"];

/**
 * Two kinds of test read content. Those on the live content/ ("dom", "node") check invariants
 * only, so any valid edit a marketer makes passes them. The spec's launch checklist (the four
 * jobs, "500+", the 47 routes...) is `*.launch.test.ts(x)`, run by "launch" against the frozen
 * launch content in test/fixtures/content: built into its own folder by its own global setup,
 * and every import of the generated content (the alias and the relative paths) resolved there.
 */
const launchTests = ["{app,admin,scripts}/**/*.launch.test.{ts,tsx}"];

/**
 * The built site's checks that need no browser (its pages' metadata and CSP, the crawlers' files):
 * "built" reads the files in `${BUILD_DIR ?? "build"}/client` directly, with no server. It needs a
 * build, so it runs after one (`npm run test:built`), never with the other projects (`test:unit`).
 */
const builtTests = ["test/built/**/*.test.ts"];

export default defineConfig({
  ...transform,
  test: {
    // Runs once for every project: the live content build's output and the font subset.
    globalSetup: ["./vitest.global-setup.ts"],
    // Two workers on CI's 2 cores, not Vitest's default of cores − 1: one left a core a third idle
    // (jsdom set-up waits on files); the whole run took 109 s with one and 68 s with two on a quiet
    // machine.
    maxWorkers: 2,
    projects: [
      {
        ...transform,
        test: {
          ...common,
          name: "dom",
          environment: "jsdom",
          // One document per worker, not one per file: setting jsdom up was most of the project's
          // time (about 100 s of 110 on CI's two cores; 15-20 s without). vitest.setup.ts blanks the
          // document and storage before each file, so a file still starts as if alone.
          isolate: false,
          include: ["app/**/*.test.{ts,tsx}", "admin/**/*.test.{ts,tsx}"],
          exclude: [...launchTests, ...nodeTests],
          setupFiles: ["./vitest.setup.ts"],
        },
      },
      {
        ...transform,
        test: {
          ...common,
          name: "node",
          environment: "node",
          include: nodeTests,
          exclude: launchTests,
        },
      },
      {
        ...transform,
        resolve: { ...transform.resolve, alias: launchContentAlias },
        test: {
          ...common,
          name: "launch",
          environment: "jsdom",
          isolate: false, // as "dom"
          include: launchTests,
          setupFiles: ["./vitest.setup.ts"],
          // Only when a launch test runs: the live projects never wait for the fixture's build.
          globalSetup: ["./test/launch-setup.ts"],
          // Code that reads content files itself (entry paths, the CMS's options, the forms) reads the fixture.
          env: { CONTENT_DIR: LAUNCH_CONTENT_DIR },
        },
      },
      {
        ...transform,
        test: {
          ...common,
          name: "built",
          environment: "node",
          include: builtTests,
          // Fails the run at once when there is no build to check (BUILD_DIR, "build" by default).
          globalSetup: ["./test/built/global-setup.ts"],
        },
      },
    ],
  },
});
