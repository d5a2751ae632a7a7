import { readFileSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/**
 * Browser tests against the built site, served by `serve` as a static host would serve it.
 * Uses the system Chromium (no browser download). PORT and BUILD_DIR may be overridden so that
 * parallel runs do not collide.
 */
const port = Number(process.env.E2E_PORT ?? 4310);
/** The Chromium flags that work on these machines; scripts/size.mjs and the Lighthouse gate use them too. */
const chromiumArgs: string[] = JSON.parse(readFileSync(new URL("./scripts/chromium-args.json", import.meta.url), "utf8"));

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
    trace: "off",
  },
  projects: [
    // Forms delivering to a real receiver: their own build (forms.setup.ts, one extra build per run).
    // Listed first: it shares the first phase with "desktop" and Playwright hands out that phase's
    // tests in project order, so the build starts at once on one worker instead of last, when
    // the other worker has run out of tests and idles until it finishes.
    { name: "forms-build", testMatch: /forms\.setup\.ts$/ },
    {
      name: "desktop",
      testIgnore: [/forms\.(setup|spec)\.ts$/],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } },
    },
    {
      name: "forms",
      testMatch: /forms\.spec\.ts$/,
      dependencies: ["forms-build"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } },
    },
  ],
  webServer: {
    command: "node scripts/serve.mjs",
    env: { PORT: String(port), BUILD_DIR: process.env.BUILD_DIR ?? "build" },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    stdout: "ignore",
  },
});
