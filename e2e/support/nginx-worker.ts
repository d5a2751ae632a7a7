import { existsSync } from "node:fs";
import { type Page, test as base } from "@playwright/test";
import { NGINX_BIN, type RunningNginx, startNginx } from "./nginx";

/** Whether the nginx tests run: nginx is installed, or this is CI (where .ci/run installs it, so a missing
 * nginx fails instead of skipping). */
export const nginxAvailable = existsSync(NGINX_BIN) || Boolean(process.env.CI);
export const nginxSkipReason = `nginx is not installed at ${NGINX_BIN} (.ci/run installs it)`;

/** `nginx`: one real nginx per worker (support/nginx.ts) serving BUILD_DIR on NGINX_PORT (default E2E_PORT + 40) plus the
 * worker's index, clear of the forms' ports (+ 8 to + 12) and nginx.spec.ts's (+ 20 up) for up to twenty workers. Started
 * on first use and stopped with the worker; nginx.spec.ts and the every-page gate share it, so no port is taken twice. */
export const test = base.extend<object, { nginx: RunningNginx }>({
  nginx: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter.
    async ({}, use, workerInfo) => {
      const port = Number(process.env.NGINX_PORT ?? Number(process.env.E2E_PORT ?? 4310) + 40);
      const nginx = await startNginx(
        process.env.BUILD_DIR ?? "build",
        port + workerInfo.parallelIndex,
      );
      await use(nginx);
      await nginx.stop();
    },
    { scope: "worker", timeout: 30_000 },
  ],
});
export { expect } from "@playwright/test";

/** Records CSP and Permissions-Policy complaints, and anything the host fails to serve (other than the document
 * itself, which may be the 404 page). Call before navigating. */
export async function watchForViolations(page: Page, documentUrl: string) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Permissions-Policy|Refused to/i.test(message.text()))
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400 && response.url() !== documentUrl)
      problems.push(`${response.status()} ${response.url()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return problems;
}
