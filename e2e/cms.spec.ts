/**
 * The CMS (/admin/) in a real Chromium, in local mode: the built admin page, its config.yml
 * swapped for the local-backend one `npm run cms` serves, and decap-server writing to a scratch
 * copy of content/ (never the checkout's own files). Also: the CMS stays out of the public site.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { cmsConfigYaml, optionsFromDisk } from "../scripts/cms/config";

const require = createRequire(import.meta.url);
const proxyPort = Number(process.env.CMS_E2E_PROXY_PORT ?? 4651);
const scratch = path.resolve(".tmp", `cms-e2e-${proxyPort}`);
const clientDir = path.join(process.env.BUILD_DIR ?? "build", "client");

test.describe("the CMS stays out of the public site", () => {
  test("no public page loads anything under /admin/, and /admin/ is not indexed", async ({ page, request }) => {
    const requested: string[] = [];
    page.on("request", (req) => requested.push(new URL(req.url()).pathname));
    for (const route of ["/", "/services/red-team", "/blog", "/company/careers"]) {
      await page.goto(route);
      await page.waitForLoadState("networkidle");
    }
    expect(requested.filter((pathname) => pathname.startsWith("/admin"))).toEqual([]);
    expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /admin/");
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
    expect(readFileSync(path.join(clientDir, "admin", "index.html"), "utf8")).toContain('<meta name="robots" content="noindex, nofollow"');
    const headers = readFileSync(path.join(clientDir, "_headers"), "utf8");
    expect(headers).toMatch(/\/admin\/\*\n {2}Content-Security-Policy: [^\n]*'unsafe-eval'/);
    // The public pages' policies never allow eval.
    expect(headers.split("/admin/*")[0]).not.toContain("'unsafe-eval'");
  });
});

test.describe("editing in the CMS (local backend, scratch content)", () => {
  test.describe.configure({ mode: "serial" });
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    rmSync(scratch, { recursive: true, force: true });
    mkdirSync(scratch, { recursive: true });
    cpSync("content", path.join(scratch, "content"), { recursive: true });
    server = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
      env: { ...process.env, PORT: String(proxyPort), BIND_HOST: "127.0.0.1", GIT_REPO_DIRECTORY: scratch, MODE: "fs", LOG_LEVEL: "warn" },
      stdio: "ignore",
    });
    for (let attempt = 0; attempt < 50; attempt++) {
      const ok = await fetch(`http://127.0.0.1:${proxyPort}/api/v1`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"action":"info"}' }).then((response) => response.ok, () => false);
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error("decap-server did not start");
  });
  test.afterAll(() => {
    server?.kill("SIGTERM");
    rmSync(scratch, { recursive: true, force: true });
  });

  test.beforeEach(async ({ page }) => {
    const config = cmsConfigYaml(optionsFromDisk({ localBackendUrl: `http://127.0.0.1:${proxyPort}/api/v1` }));
    await page.route("**/admin/config.yml", (route) => route.fulfill({ contentType: "text/yaml", body: config }));
    // Decap's local backend only runs on a loopback host name.
    await page.goto(page.url() === "about:blank" ? "/admin/" : page.url());
    await page.getByRole("button", { name: /login/i }).click();
  });

  const jobFile = () => path.join(scratch, "content", "jobs", "security-consultant.md");

  test("changing a job's title writes the file; the preview shows the site's job page", async ({ page }) => {
    await page.goto("/admin/#/collections/jobs/entries/security-consultant");
    const title = page.getByLabel("Title", { exact: true });
    await expect(title).toHaveValue(/Security Consultant/);
    await title.fill("Principal Security Consultant");
    const preview = page.frameLocator("iframe").first();
    await expect(preview.getByRole("heading", { level: 1, name: "Principal Security Consultant" })).toBeVisible();
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();
    await expect.poll(() => readFileSync(jobFile(), "utf8"), { timeout: 15_000 }).toContain("title: Principal Security Consultant");
  });

  test("a cleared required field shows the CMS's message and saves nothing", async ({ page }) => {
    const before = existsSync(jobFile()) ? readFileSync(jobFile(), "utf8") : "";
    await page.goto("/admin/#/collections/jobs/entries/security-consultant");
    await page.getByLabel("Department", { exact: true }).fill("");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();
    await expect(page.getByText(/Department is required/i)).toBeVisible();
    expect(readFileSync(jobFile(), "utf8")).toBe(before);
  });
});
