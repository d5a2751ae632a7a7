import { defineConfig } from "vitest/config";

// The React Router plugin stays out of here: tests render components directly.
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
 * The build scripts' tests run where the scripts run, in Node: no DOM to set up per file (jsdom
 * took about a second a file). feeds.test.ts parses the feeds with the browser's DOMParser.
 */
const nodeTests = ["scripts/**/*.test.ts"];
const needsDom = ["scripts/feeds.test.ts"];

export default defineConfig({
  ...transform,
  test: {
    // Runs once for both projects: the content build's output and the font subset.
    globalSetup: ["./vitest.global-setup.ts"],
    // Workers: Vitest's default (cores − 1, so one on CI's 2 cores). Two measured slower on the
    // shared 2-core machine (2 jsdom workers contend for the same cores).
    projects: [
      {
        ...transform,
        test: {
          ...common,
          name: "dom",
          environment: "jsdom",
          include: ["app/**/*.test.{ts,tsx}", "admin/**/*.test.{ts,tsx}", ...needsDom],
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
          exclude: needsDom,
        },
      },
    ],
  },
});
