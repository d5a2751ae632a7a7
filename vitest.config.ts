import { defineConfig } from "vitest/config";

// The React Router plugin stays out of here: tests render components directly.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  oxc: { jsx: { runtime: "automatic" } },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "admin/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    globalSetup: ["./vitest.global-setup.ts"],
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
    // Some tests build the content of a scratch copy or render whole pages: about a second each
    // alone, but over the 5 s default when CI's two cores are also busy. A hang still fails.
    testTimeout: 20_000,
  },
});
