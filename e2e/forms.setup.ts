import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { test as setup } from "@playwright/test";
import { FORMS_BUILD_DIR, FORMS_TIMEOUT_MS, RECEIVER_URL } from "./support/forms-site";

/**
 * The one extra build the forms tests need: forms delivering to the tests' receiver
 * (FORMS_ENDPOINT), with a 2 s client timeout instead of 15 s. FORMS_E2E_REUSE=1 keeps a build
 * already there (local runs).
 */
setup("build the site with forms delivering to the test receiver", () => {
  setup.setTimeout(900_000);
  if (process.env.FORMS_E2E_REUSE === "1" && existsSync(path.join(FORMS_BUILD_DIR, "client", "index.html"))) return;
  execFileSync("npm", ["run", "build"], {
    env: { ...process.env, BUILD_DIR: FORMS_BUILD_DIR, FORMS_ENDPOINT: RECEIVER_URL, FORMS_TIMEOUT_MS: String(FORMS_TIMEOUT_MS) },
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 64 * 1024 * 1024,
  });
});
