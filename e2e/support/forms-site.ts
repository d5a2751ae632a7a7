import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";

const require = createRequire(import.meta.url);

/** The forms tests' own build and ports. The receiver's URL is baked into the pages and their CSP, so its loopback
 * port is fixed per run (E2E_PORT + 9 unless FORMS_RECEIVER_PORT is set). */
const base = Number(process.env.E2E_PORT ?? 4310);
export const FORMS_BUILD_DIR =
  process.env.FORMS_BUILD_DIR ?? `${process.env.BUILD_DIR ?? "build"}-forms-e2e`;
export const RECEIVER_PORT = Number(process.env.FORMS_RECEIVER_PORT ?? base + 9);
export const FORMS_SITE_PORT = base + 8;
export const FORMS_NGINX_PORT = base + 10;
/** A loopback origin the CSP does not name (nothing needs to listen there). */
export const OTHER_ORIGIN = `http://127.0.0.1:${base + 11}`;
export const RECEIVER_URL = `http://127.0.0.1:${RECEIVER_PORT}/leads`;
/** The browser's wait for the form service in the test build (15 s in production). */
export const FORMS_TIMEOUT_MS = 2000;

/** Builds the site (without /admin/) delivering forms to the receiver (FORMS_ENDPOINT) with a 2 s client timeout, once
 * per run: a retry in the same run (E2E_RUN_ID, playwright.config.ts) reuses it; FORMS_E2E_REUSE=1 keeps any build there. */
export async function buildFormsSite(): Promise<void> {
  const stamp = path.join(FORMS_BUILD_DIR, "forms-e2e-run");
  const built = existsSync(path.join(FORMS_BUILD_DIR, "client", "index.html"));
  if (built && process.env.FORMS_E2E_REUSE === "1") return;
  if (built && existsSync(stamp) && readFileSync(stamp, "utf8") === process.env.E2E_RUN_ID) return;
  // The site as `npm run build` makes it, less the CMS's bundle (no forms test opens /admin/).
  const env = {
    ...process.env,
    BUILD_DIR: FORMS_BUILD_DIR,
    FORMS_ENDPOINT: RECEIVER_URL,
    FORMS_TIMEOUT_MS: String(FORMS_TIMEOUT_MS),
  };
  const astro = path.join(path.dirname(require.resolve("astro/package.json")), "bin/astro.mjs");
  await promisify(execFile)(process.execPath, [astro, "build"], {
    env,
    maxBuffer: 64 * 1024 * 1024,
  });
  writeFileSync(stamp, process.env.E2E_RUN_ID ?? "");
}

/** The forms build served as a static host would (scripts/serve.mjs), for the submission tests. */
export async function serveFormsBuild(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { ...process.env, PORT: String(FORMS_SITE_PORT), BUILD_DIR: FORMS_BUILD_DIR },
    stdio: "ignore",
  });
  const origin = `http://localhost:${FORMS_SITE_PORT}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    const up = await new Promise<boolean>((resolve) =>
      http
        .get(`${origin}/`, (response) => {
          response.resume();
          resolve(response.statusCode === 200);
        })
        .on("error", () => resolve(false)),
    );
    if (up) break;
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`the forms build did not come up on ${origin}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
