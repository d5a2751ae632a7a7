import { defineConfig, devices } from "@playwright/test";
/** The Chromium flags that work on these machines (test/size.mjs, the Lighthouse gate). */
import chromiumArgs from "./test/chromium-args.json" with { type: "json" };

/** Browser tests against the built site served as a static host would, in the system Chromium. */
const port = Number(process.env.E2E_PORT ?? 4310);
// One id per run, inherited by the workers: the forms tests build their site once per run (support/forms-site.ts).
process.env.E2E_RUN_ID ??= `${process.pid}-${Date.now()}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: "list",
  timeout: 30_000,
  use: {
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 900 },
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: chromiumArgs,
    },
    trace: "off",
  },
  projects: [
    // Forms delivering to a real receiver, on one worker, which first builds the site again: listed first
    // so this long group starts at once while the other worker takes everything else.
    { name: "forms", testMatch: /forms\.spec\.ts$/ },
    { name: "desktop", testIgnore: [/forms\.spec\.ts$/] },
  ],
  webServer: {
    command: "node scripts/serve.mjs",
    env: { PORT: String(port), BUILD_DIR: process.env.BUILD_DIR ?? "build" },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    stdout: "ignore",
  },
});
