/**
 * The production CMS signs in with GitHub, through the real nginx configuration the build wrote.
 * Decap's GitHub sign-in opens a popup on the OAuth service's origin (Netlify's by default), which
 * hands the token back to the CMS window through `window.opener`: the opener policy /admin/ is
 * served with decides whether that works (a public page's `same-origin` cuts the popup off).
 * Nothing leaves the machine: the OAuth popup and GitHub's API are answered here (Playwright
 * routes), the way Decap's handshake and its first API calls expect.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Route } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import { expect, nginxAvailable, nginxSkipReason, test } from "./support/nginx-worker";

test.skip(!nginxAvailable, nginxSkipReason);

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
/** The CMS's configuration as built (CMS_REPO at build names the repository). */
const cmsConfig = parseYaml(readFileSync(path.join(clientDir, "admin", "config.yml"), "utf8")) as {
  backend: { repo: string; base_url?: string; auth_endpoint?: string };
  collections: Array<{ label: string }>;
};
const authUrl = `${cmsConfig.backend.base_url ?? "https://api.netlify.com"}/${cmsConfig.backend.auth_endpoint ?? "auth"}`;
const TOKEN = "gho_stubbedTokenForTheSignInTest0000000";

/**
 * The OAuth service's last page, as Decap's handshake expects it: tell the opener we are
 * authorizing, wait for its answer, then post the token to it. With no opener (a severed popup)
 * it says so in its title.
 */
const popupPage = `<!doctype html><title>Signing in</title><script>
  if (!window.opener) document.title = "no opener";
  window.addEventListener("message", (event) => {
    if (event.data !== "authorizing:github") return;
    const data = JSON.stringify({ token: ${JSON.stringify(TOKEN)}, provider: "github" });
    window.opener.postMessage("authorization:github:success:" + data, event.origin);
  });
  window.opener.postMessage("authorizing:github", "*");
</script>`;

/** GitHub's REST API as Decap's GitHub backend reads it right after sign-in: a user with push access, an empty repository. */
function githubApi(route: Route, seen: string[]) {
  const request = route.request();
  const url = new URL(request.url());
  seen.push(
    `${request.method()} ${url.pathname} ${request.headers().authorization ?? "(no token)"}`,
  );
  const json = (status: number, body: unknown) =>
    route.fulfill({
      status,
      contentType: "application/json",
      headers: { "access-control-allow-origin": "*" },
      body: JSON.stringify(body),
    });
  if (request.method() === "OPTIONS")
    return route.fulfill({
      status: 204,
      headers: {
        "access-control-allow-origin": "*",
        "access-control-allow-headers": "*",
        "access-control-allow-methods": "*",
      },
    });
  const [owner = "", name = ""] = cmsConfig.backend.repo.split("/");
  if (url.pathname === "/user") return json(200, { login: "editor", name: "An Editor", id: 1 });
  if (url.pathname === `/repos/${cmsConfig.backend.repo}`)
    return json(200, {
      name,
      full_name: cmsConfig.backend.repo,
      owner: { login: owner },
      default_branch: "main",
      permissions: { admin: false, push: true, pull: true },
    });
  if (url.pathname.endsWith("/pulls")) return json(200, []);
  return json(404, { message: "Not Found" });
}

/** Answers the OAuth popup and GitHub's API; anything else not on our origin is refused and recorded. */
async function stubGitHub(context: BrowserContext, origin: string) {
  const api: string[] = [];
  const elsewhere: string[] = [];
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      const url = route.request().url();
      if (url.startsWith(`${authUrl}?`))
        return route.fulfill({ contentType: "text/html; charset=utf-8", body: popupPage });
      if (url.startsWith("https://api.github.com/")) return githubApi(route, api);
      elsewhere.push(url);
      return route.abort();
    },
  );
  return { api, elsewhere };
}

test("an editor signs in with GitHub on /admin/ and the CMS shows its collections", async ({
  page,
  context,
  nginx,
}) => {
  // Decap is an 8 MB application that parses a large generated config: slow on a loaded 2-core machine.
  test.setTimeout(120_000);
  const { api, elsewhere } = await stubGitHub(context, nginx.origin);
  const response = await page.goto(`${nginx.origin}/admin/`);
  expect(response?.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");

  const popup = context.waitForEvent("page");
  await page.getByRole("button", { name: /login with github/i }).click({ timeout: 60_000 });
  expect((await popup).url()).toContain(`${authUrl}?provider=github`);

  const collection = cmsConfig.collections[0]?.label ?? "";
  const signedIn = "the popup handed the token to the CMS, which lists its collections";
  await expect(page.getByRole("link", { name: collection, exact: true }), signedIn).toBeVisible({
    timeout: 60_000,
  });
  // The token the popup handed over is the one the CMS keeps and sends to GitHub.
  const stored = await page.evaluate(() => localStorage.getItem("decap-cms-user"));
  expect(JSON.parse(stored ?? "{}")).toMatchObject({ token: TOKEN, backendName: "github" });
  expect(api).toContain(`GET /repos/${cmsConfig.backend.repo} token ${TOKEN}`);
  expect(elsewhere).toEqual([]);
});

test("control: a public page's same-origin policy does cut a popup off from its opener here", async ({
  page,
  context,
  nginx,
}) => {
  // Proves the test above could fail: this browser enforces COOP on this origin (loopback HTTP
  // counts as secure), so a CMS served with the pages' policy would never receive the token.
  await stubGitHub(context, nginx.origin);
  const response = await page.goto(`${nginx.origin}/`);
  expect(response?.headers()["cross-origin-opener-policy"]).toBe("same-origin");
  const popup = context.waitForEvent("page");
  await page.evaluate(
    (url) => void window.open(url, "signin", "width=600,height=400"),
    `${authUrl}?provider=github&site_id=test`,
  );
  await expect(await popup).toHaveTitle("no opener");
});
