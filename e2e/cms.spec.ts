/**
 * The CMS (/admin/) in a real Chromium, in local mode: the built admin page, its config.yml
 * swapped for the local-backend one `npm run cms` serves, and decap-server writing to a scratch
 * copy of content/ (never the checkout's own files). Also: the CMS stays out of the public site.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { type Page, expect, test } from "@playwright/test";
import sharp from "sharp";
import { parseDocument, parse as parseYaml } from "yaml";
import { cmsConfigYaml, optionsFromDisk } from "../scripts/cms/config";
import { acceptDialogs, pagesNaming, pick, publish, uploadImage, waitFor } from "./support/cms";
import { buildCopy, copyCheckout } from "./support/scratch-repo";
import {
  allAuthors,
  allPages,
  allResearch,
  articlesNewestFirst,
  claimRegister,
  jobsNewestFirst,
  pageEntry,
  pageShowing,
  listPage,
  pagesWith,
} from "./support/content";
import { defang } from "../app/content/research-indicators";
import { entryPath, entryRoutes, feedsAt } from "../app/route-table";
import { pressReleases } from "../app/collections/press-releases";
import { pageSchema } from "../app/content/schema/collections";
import { fileSlug } from "../scripts/cms/page-files";
import { feedPaths } from "../app/files/feeds";

const require = createRequire(import.meta.url);
const proxyPort = Number(process.env.CMS_E2E_PROXY_PORT ?? 4651);
/** The scratch copy of the checkout that decap-server edits and the site is rebuilt from. */
const scratch = path.resolve(".tmp", `cms-e2e-${proxyPort}`);
const clientDir = path.join(process.env.BUILD_DIR ?? "build", "client");

/** A job of this test's own, for content with no opening. */
const OWN_JOB = (title: string) => `---
title: ${title}
department: Security Operations
location:
  label: Remote (US)
  country: US
  remote: true
employmentType: FULL_TIME
datePosted: 2026-01-05
validThrough: 2099-12-31
summary: "A role of the CMS test's own, written only when the content has no opening to edit."
---

## What you'll do

- Triage alerts

## What you'll bring

- Curiosity
`;

test.describe("the CMS stays out of the public site", () => {
  test("no public page loads anything under /admin/, and /admin/ is not indexed", async ({
    page,
    request,
  }) => {
    const requested: string[] = [];
    page.on("request", (req) => requested.push(new URL(req.url()).pathname));
    for (const route of [
      "/",
      ...pagesWith("methodology")
        .map((found) => found.path)
        .slice(0, 1),
      "/blog",
      ...pagesWith("jobs")
        .map((found) => found.path)
        .slice(0, 1),
    ]) {
      await page.goto(route);
      await page.waitForLoadState("networkidle");
    }
    expect(requested.filter((pathname) => pathname.startsWith("/admin"))).toEqual([]);
    expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /admin/");
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
    expect(readFileSync(path.join(clientDir, "admin", "index.html"), "utf8")).toContain(
      '<meta name="robots" content="noindex, nofollow"',
    );
    const headers = readFileSync(path.join(clientDir, "_headers"), "utf8");
    expect(headers).toMatch(/\/admin\/\*\n {2}Content-Security-Policy: [^\n]*'unsafe-eval'/);
    // The public pages' policies never allow eval.
    expect(headers.split("/admin/*")[0]).not.toContain("'unsafe-eval'");
  });
});

test.describe("editing in the CMS (local backend, a scratch copy of the checkout), then one rebuild", () => {
  // Decap is an 8 MB application that parses a large generated config: on a loaded 2-core
  // machine it takes tens of seconds to start, so these tests get more time than the default.
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  let server: ChildProcess | undefined;
  /** One CMS page for the whole sequence: Decap starts once, and each test opens its entry. */
  let page: Page;
  const file = (...parts: string[]) => path.join(scratch, ...parts);
  // The entries edited are today's (the content build's), so any valid content/ runs this test.
  // With no opening published (a valid edit), the copy gets one of the test's own to edit.
  const job = jobsNewestFirst[0] ?? { slug: "cms-test-analyst", title: "CMS Test Analyst" };
  const [author] = allAuthors;
  const [existingArticle] = articlesNewestFirst;
  if (!author || !existingArticle) throw new Error("content/ has an author and an article");
  const retitled = `Principal ${job.title}`;
  const jobFile = () => file("content", "jobs", `${job.slug}.md`);
  const claimKey = "enterprise-clients";
  const claim = claimRegister.claims.find((candidate) => candidate.key === claimKey);
  if (!claim) throw new Error(`content/claims.yaml has no ${claimKey}`);
  const newValue = claim.value === "650+" ? "750+" : "650+";
  const article = {
    slug: "passkeys-for-the-help-desk",
    title: "Passkeys for the Help Desk",
    word: "quokkaverse",
    image: "help-desk-passkeys",
  };
  // A collection with no code of its own (the newsroom's press releases), and the page that lists it, if any.
  const family = pressReleases.id;
  const release = {
    slug: "an-office-in-lisbon",
    title: "An Office in Lisbon",
    word: "azulejoverse",
  };
  const releaseList = allPages.find((candidate) =>
    candidate.sections.some((section) => section.type === "entries" && section.family === family),
  )?.path;
  /** An article no other content links to (a link to a draft would stop the build), taken off the site as a draft and redirected. */
  let drafted = "";

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    copyCheckout(scratch);
    if (!existsSync(jobFile())) {
      mkdirSync(path.dirname(jobFile()), { recursive: true });
      writeFileSync(jobFile(), OWN_JOB(job.title));
    }
    server = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
      env: {
        ...process.env,
        PORT: String(proxyPort),
        BIND_HOST: "127.0.0.1",
        GIT_REPO_DIRECTORY: scratch,
        MODE: "fs",
        LOG_LEVEL: "warn",
      },
      stdio: "ignore",
    });
    await waitFor(`http://127.0.0.1:${proxyPort}/api/v1`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"action":"info"}',
    });
    page = await browser.newPage({ baseURL: test.info().project.use.baseURL });
    acceptDialogs(page);
    const config = cmsConfigYaml(
      optionsFromDisk({ localBackendUrl: `http://127.0.0.1:${proxyPort}/api/v1` }),
    );
    await page.route("**/admin/config.yml", (route) =>
      route.fulfill({ contentType: "text/yaml", body: config }),
    );
    // Decap's local backend only runs on a loopback host name.
    await page.goto("/admin/");
    await page.getByRole("button", { name: /login/i }).click({ timeout: 60_000 });
    // Logged in once the collections are listed (an 8 MB application: slow on a busy machine).
    await expect(page.getByRole("link", { name: "Blog articles" })).toBeVisible({
      timeout: 60_000,
    });
  });
  test.afterAll(async () => {
    await page?.close();
    server?.kill("SIGTERM");
    rmSync(scratch, { recursive: true, force: true });
  });

  test("changing a job's title writes the file; the preview shows the site's job page", async () => {
    await page.goto(`/admin/#/collections/jobs/entries/${job.slug}`);
    const title = page.getByLabel("Title", { exact: true });
    await expect(title).toHaveValue(job.title, { timeout: 60_000 });
    await title.fill(retitled);
    const preview = page.frameLocator("iframe").first();
    await expect(preview.getByRole("heading", { level: 1, name: retitled })).toBeVisible();
    await publish(page);
    await expect
      .poll(() => readFileSync(jobFile(), "utf8"), { timeout: 15_000 })
      .toContain(`title: ${retitled}`);
  });

  test("a cleared required field shows the CMS's message and saves nothing", async () => {
    const before = readFileSync(jobFile(), "utf8");
    await page.goto(`/admin/#/collections/jobs/entries/${job.slug}`);
    await page.getByLabel("Department", { exact: true }).fill("");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();
    await expect(page.getByText(/Department is required/i)).toBeVisible();
    expect(readFileSync(jobFile(), "utf8")).toBe(before);
  });

  test("a new blog article, written in the form, becomes a Markdown file", async () => {
    await page.goto("/admin/#/collections/articles/new");
    await page.getByLabel("Title", { exact: true }).fill(article.title);
    await page
      .getByLabel("Description", { exact: true })
      .fill("Why a phone call to the help desk is the weakest sign-in, and how passkeys close it.");
    await pick(page, "Category", "security");
    await pick(page, "Author", author.name);
    await page.getByRole("textbox", { name: "Date", exact: true }).fill("2026-11-20");
    await page.getByRole("button", { name: "Add tags" }).click();
    await page.getByRole("textbox", { name: /^Tag/ }).last().fill("identity");
    // A photograph as an editor has one: a PNG (the build serves it as AVIF and WebP).
    const png = await sharp({
      create: { width: 1280, height: 720, channels: 3, background: "#1e3a5f" },
    })
      .png()
      .toBuffer();
    await uploadImage(page, { name: `${article.image}.png`, mimeType: "image/png", buffer: png });
    await page
      .getByLabel("Alt", { exact: true })
      .fill("Illustration: a passkey replacing a password");
    await page.locator('[contenteditable="true"]').first().click();
    await page.keyboard.type(
      `Attackers call the help desk because a reset is easier than a breach. A ${article.word} of resets later, passkeys end it.`,
    );
    const preview = page.frameLocator("iframe").first();
    await expect(preview.getByRole("heading", { level: 1, name: article.title })).toBeVisible();
    await publish(page);
    const written = () =>
      existsSync(file("content", "articles", `${article.slug}.md`))
        ? readFileSync(file("content", "articles", `${article.slug}.md`), "utf8")
        : "";
    await expect.poll(written, { timeout: 15_000 }).toContain(`title: ${article.title}`);
    expect(written()).toMatch(new RegExp(`author: ${author.slug}[\\s\\S]*date: 2026-11-20`));
    expect(written()).toContain(article.word);
    expect(written()).toContain(`src: /media/${article.image}.png`);
    expect(existsSync(file("content", "media", `${article.image}.png`))).toBe(true);
  });

  test("a new press release (a collection with no code of its own), written in the form, previews as its page and becomes a Markdown file", async () => {
    const { folder } = entryRoutes[family];
    await page.goto(`/admin/#/collections/${folder}/new`);
    await page.getByLabel("Title", { exact: true }).fill(release.title, { timeout: 60_000 });
    await page
      .getByLabel("Description", { exact: true })
      .fill(
        "Our consultants and responders now work from Lisbon, closer to clients across southern Europe.",
      );
    await page.getByRole("textbox", { name: "Date", exact: true }).fill("2026-11-20");
    await page.locator('[contenteditable="true"]').first().click();
    await page.keyboard.type(
      `The office opened this week, with its ${release.word} of blue tiles.`,
    );
    await expect(
      page.frameLocator("iframe").first().getByRole("heading", { level: 1, name: release.title }),
    ).toBeVisible();
    await publish(page);
    const written = () =>
      existsSync(file("content", folder, `${release.slug}.md`))
        ? readFileSync(file("content", folder, `${release.slug}.md`), "utf8")
        : "";
    await expect.poll(written, { timeout: 15_000 }).toContain(`title: ${release.title}`);
    expect(written()).toContain(release.word);
  });

  /** A section of the site (a sub-folder of the copy's content/pages), whichever the content has. */
  const firstSection = () =>
    readdirSync(file("content", "pages"), { withFileTypes: true }).find((entry) =>
      entry.isDirectory(),
    )?.name ?? "";

  test("editors can create a page: Pages is a folder of files, the site's sections its sub-folders", async () => {
    await page.goto("/admin/#/collections/pages");
    await expect(page.getByRole("link", { name: "Create entry of type Page" })).toBeVisible({
      timeout: 60_000,
    });
    await expect(
      page.locator(`a[href="#/collections/pages/filter/${firstSection()}"]`),
    ).toBeVisible();
    await page.goto("/admin/#/collections/pages/new");
    // Where the file goes (its address), then the page's own fields.
    await expect(page.getByLabel("Section", { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText("Meta", { exact: true }).first()).toBeVisible();
  });

  test("a new page is saved as <section>/<its title>.yaml, without the title Decap names it by, and never over another page", async () => {
    // Decap would save every new page in a section as <section>/untitled.yaml (admin/page-file-names.ts).
    const title = "Quokka Detection Desk";
    const name = fileSlug(title);
    const pageFile = (section: string, base: string) =>
      file("content", "pages", ...section.split("/").filter(Boolean), `${base}.yaml`);
    const createPage = async (section: string, heroTitle: string) => {
      await page.goto("/admin/#/collections/pages/new");
      await page.getByLabel("Section", { exact: true }).fill(section, { timeout: 60_000 });
      const titles = page.getByLabel("Title", { exact: true });
      await titles.nth(0).fill(title);
      await page
        .getByLabel("Description", { exact: true })
        .fill("A desk that watches the alerts all night, so the team does not have to.");
      await titles.nth(1).fill(heroTitle);
      await page
        .getByLabel("Intro", { exact: true })
        .fill("Detection and response, staffed around the clock.");
      await page.getByRole("button", { name: /^Add sections?/ }).click();
      await page.getByRole("menuitem", { name: "Events", exact: true }).click();
      await titles.nth(2).fill("Meet the desk");
      await publish(page);
    };
    const saved = (section: string, base: string) =>
      existsSync(pageFile(section, base))
        ? (parseYaml(readFileSync(pageFile(section, base), "utf8")) as Record<string, unknown>)
        : undefined;
    const sectionName = firstSection();
    expect(saved(sectionName, name)).toBeUndefined();

    await createPage(sectionName, "The first desk");
    await expect.poll(() => saved(sectionName, name), { timeout: 15_000 }).toBeDefined();
    expect(saved(sectionName, name)).not.toHaveProperty("title");
    expect(pageSchema.safeParse(saved(sectionName, name)).error).toBeUndefined();
    expect(existsSync(pageFile(sectionName, "untitled"))).toBe(false);

    // The same title again: a file of its own beside the first, which keeps its content.
    await createPage(sectionName, "The second desk");
    await expect
      .poll(() => saved(sectionName, `${name}-2`), { timeout: 15_000 })
      .toMatchObject({ hero: { title: "The second desk" } });
    expect(saved(sectionName, name)).toMatchObject({ hero: { title: "The first desk" } });

    // A top-level page: its section is "/".
    await createPage("/", "A desk at the top");
    await expect
      .poll(() => saved("/", name), { timeout: 15_000 })
      .toMatchObject({ hero: { title: "A desk at the top" } });
    expect(saved("/", name)).not.toHaveProperty("title");
    // Two pages may not share a title or description (the build refuses it): the copies made for the
    // file names get their own before the rebuild.
    for (const [index, [section, base]] of (
      [
        [sectionName, `${name}-2`],
        ["/", name],
      ] as const
    ).entries()) {
      const doc = parseDocument(readFileSync(pageFile(section, base), "utf8"));
      doc.setIn(["meta", "title"], `${title} ${index + 2}`);
      doc.setIn(
        ["meta", "description"],
        `Desk number ${index + 2}, watching the alerts all night.`,
      );
      writeFileSync(pageFile(section, base), doc.toString());
    }
  });

  test("a figure changed in the claims register is written to content/claims.yaml", async () => {
    await page.goto("/admin/#/collections/claims/entries/claims");
    // The register's items are collapsed under "label: value"; the item's first button opens it.
    await page
      .getByText(`${claim.label}: ${claim.value}`, { exact: true })
      .locator("xpath=..")
      .getByRole("button")
      .first()
      .click();
    const value = page
      .getByLabel("Value", { exact: true })
      .and(page.locator(`[value="${claim.value}"]`));
    await value.fill(newValue);
    await publish(page);
    await expect
      .poll(() => readFileSync(file("content", "claims.yaml"), "utf8"), { timeout: 15_000 })
      .toMatch(new RegExp(`key: ${claimKey}\\n\\s+value: "?${newValue.replace("+", "\\+")}`));
  });

  test("the preview pane draws an article and a page with capabilities with the site's components and CSS", async () => {
    const { path: shown, section } = pageShowing("capabilities");
    const entry = readFileSync(file("content", "articles", `${existingArticle.slug}.md`), "utf8");
    const articleTitle = /^title: "?(.+?)"?$/m.exec(entry)?.[1] ?? "";
    const firstHeading = /^## (.+)$/m.exec(entry)?.[1] ?? "";
    await page.goto(`/admin/#/collections/articles/entries/${existingArticle.slug}`);
    const preview = page.frameLocator("iframe").first();
    await expect(preview.getByRole("heading", { level: 1, name: articleTitle })).toBeVisible({
      timeout: 20_000,
    });
    await expect(preview.getByRole("heading", { level: 2, name: firstHeading })).toBeVisible();
    // The site's stylesheet, not the CMS's default preview style: the page's own font.
    await expect(preview.getByRole("heading", { level: 1 })).toHaveCSS("font-family", /Inter/);

    // The page's file, content/pages/<address>.yaml (home.yaml for /), is its entry in the CMS.
    await page.goto(
      `/admin/#/collections/pages/entries/${shown === "/" ? "home" : shown.slice(1)}`,
    );
    await expect(
      preview.getByRole("heading", { level: 1, name: pageEntry(shown).hero.title }),
    ).toBeVisible({
      timeout: 20_000,
    });
    await expect(preview.getByRole("heading", { level: 2, name: section.title })).toBeVisible();
    await expect(preview.getByRole("heading", { name: section.items[0]?.title })).toBeVisible();
  });

  test("a research report's preview shows its indicators defanged, never as links; a rule's text saves exactly as typed", async () => {
    const report = allResearch.find(
      (candidate) =>
        candidate.indicators.length > 0 && candidate.rules.some((rule) => rule.kind === "sigma"),
    );
    test.skip(!report, "no report with indicators and a Sigma rule in content/research");
    if (!report) return;
    await page.goto(`/admin/#/collections/research/entries/${report.slug}`);
    const preview = page.frameLocator("iframe").first();
    await expect(preview.getByRole("heading", { level: 1, name: report.title })).toBeVisible({
      timeout: 20_000,
    });
    for (const indicator of report.indicators) {
      await expect(
        preview.getByText(defang(indicator.type, indicator.value), { exact: true }),
      ).toBeVisible();
      expect(await preview.locator(`a[href*="${indicator.value}"]`).count(), indicator.value).toBe(
        0,
      );
    }
    const rule = report.rules.find((candidate) => candidate.kind === "sigma");
    if (!rule) throw new Error("no Sigma rule");
    const ruleFile = file("content", "research", "rules", rule.file);
    const before = readFileSync(ruleFile, "utf8");
    await page.goto(`/admin/#/collections/sigma-rules/entries/${rule.file.replace(/\.yml$/, "")}`);
    const text = page.getByLabel("Sigma rule", { exact: true });
    await expect(text).toHaveValue(/detection:/, { timeout: 20_000 });
    await text.fill(`${before}# Reviewed in the CMS\n`);
    await publish(page);
    await expect
      .poll(() => readFileSync(ruleFile, "utf8"), { timeout: 15_000 })
      .toBe(`${before}# Reviewed in the CMS\n`);
  });

  test("a link typed into a report's text to an indicator's host is refused in the preview, the build's message in its place", async () => {
    // A report with a domain or URL indicator whose text ends in prose (a paragraph or list item), where typed text stays text.
    const hostOf = ({ type, value }: { type: string; value: string }) =>
      type === "url" ? new URL(value).hostname : type === "domain" ? value : undefined;
    const endsInProse = (slug: string) => {
      const text = readFileSync(file("content", "research", `${slug}.md`), "utf8");
      const last = text.trimEnd().split("\n").at(-1) ?? "";
      return (
        (text.match(/^```/gm) ?? []).length % 2 === 0 && /^(?:\d+\.|[-*+])?\s*[A-Za-z]/.test(last)
      );
    };
    const report = allResearch.find(
      (candidate) => candidate.indicators.some(hostOf) && endsInProse(candidate.slug),
    );
    test.skip(
      !report,
      "no report with a domain or URL indicator, ending in prose, in content/research",
    );
    if (!report) return;
    const host = report.indicators.map(hostOf).find(Boolean) ?? "";
    const before = readFileSync(file("content", "research", `${report.slug}.md`), "utf8");
    await page.goto(`/admin/#/collections/research/entries/${report.slug}`);
    const preview = page.frameLocator("iframe").first();
    await expect(preview.getByRole("heading", { level: 1, name: report.title })).toBeVisible({
      timeout: 20_000,
    });
    // Typed as an editor would: the host in capitals, GFM makes a link of it.
    await page.locator('[contenteditable="true"]').first().click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type(` Also seen at https://${host.toUpperCase()}/stage2 this week.`);
    const refused = preview.locator("[data-refused]");
    await expect(refused).toHaveCount(1, { timeout: 20_000 });
    await expect(refused).toContainText(
      `The build refuses this link: a link to hxxps[://]${host.toUpperCase().replaceAll(".", "[.]")}/stage2 leads to`,
    );
    await expect(refused).toContainText("an indicator is never a link");
    const links = await preview
      .locator(".markdown-body a[href]")
      .evaluateAll((found) => found.map((link) => link.getAttribute("href") ?? ""));
    expect(links.filter((href) => href.toLowerCase().includes(host))).toEqual([]);
    // Not published: the file is as it was (the next test leaves the entry, its question accepted).
    expect(readFileSync(file("content", "research", `${report.slug}.md`), "utf8")).toBe(before);
  });

  test("an article switched to Draft and a redirect from its address are written to the files", async () => {
    const content = file("content");
    const everything = (readdirSync(content, { recursive: true, encoding: "utf8" }) as string[])
      .filter((name) => /\.(md|ya?ml)$/.test(name))
      .map((name) => readFileSync(path.join(content, name), "utf8"))
      .join("\n");
    // A live article (one already a draft would be switched back on) that no other test edits.
    drafted =
      articlesNewestFirst
        .map((entry) => entry.slug)
        .filter((slug) => slug !== existingArticle.slug && slug !== article.slug)
        .find((slug) => !everything.includes(entryPath("article", slug))) ?? "";
    expect(drafted).not.toBe("");
    await page.goto(`/admin/#/collections/articles/entries/${drafted}`);
    await page.getByLabel("Draft: keep off the site").click({ timeout: 60_000 });
    await publish(page);
    await expect
      .poll(() => readFileSync(file("content", "articles", `${drafted}.md`), "utf8"), {
        timeout: 15_000,
      })
      .toMatch(/^draft: true$/m);

    await page.goto("/admin/#/collections/redirects/entries/redirects");
    await page.getByRole("button", { name: "Add redirect" }).click({ timeout: 60_000 });
    // The new redirect is the list's last: the content may hold others already.
    await page.getByLabel("From (old address)").last().fill(entryPath("article", drafted));
    await page.getByLabel("To (page)").last().fill("/blog");
    await publish(page);
    await expect
      .poll(() => readFileSync(file("content", "redirects.yaml"), "utf8"), { timeout: 15_000 })
      .toContain(`from: ${entryPath("article", drafted)}\n    to: /blog`);
  });

  test("one rebuild from the edited files: the new article and press release everywhere, the new job title, the new figure on every page that shows it", async ({
    browser,
  }) => {
    // The one extra site build of the run (about a minute, several on a loaded machine).
    test.setTimeout(600_000);
    const built = await buildCopy(scratch);
    const port = proxyPort + 1;
    const site = spawn(process.execPath, ["scripts/serve.mjs"], {
      env: { ...process.env, PORT: String(port), BUILD_DIR: built },
      stdio: "ignore",
    });
    const visitor = await browser.newPage({ baseURL: `http://localhost:${port}` });
    try {
      await waitFor(`http://localhost:${port}/`);
      const articlePath = entryPath("article", article.slug);
      await visitor.goto(articlePath);
      await expect(visitor.getByRole("heading", { level: 1, name: article.title })).toBeVisible();
      await expect(visitor.getByRole("main")).toContainText(article.word);
      // The uploaded PNG, served from our origin as AVIF (WebP next), its size set before it loads.
      const picture = visitor.getByRole("main").locator("picture").first();
      await expect(picture.locator("source").first()).toHaveAttribute(
        "srcset",
        `/media/${article.image}.avif`,
      );
      await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute(
        "srcset",
        `/media/${article.image}.webp`,
      );
      const img = picture.locator("img");
      await expect(img).toHaveAttribute("width", "1280");
      await expect(img).toHaveAttribute("height", "720");
      await expect
        .poll(() =>
          img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
        )
        .toBe(1280);
      expect(
        await img.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname),
      ).toBe(`/media/${article.image}.avif`);
      for (const feed of Object.values(feedPaths)) {
        expect(await (await visitor.request.get(feed)).text(), feed).toContain(`${articlePath}`);
      }
      expect(await (await visitor.request.get("/sitemap.xml")).text()).toContain(
        `${articlePath}</loc>`,
      );

      // The draft: no page, in no list, feed or sitemap; its old address redirected (_redirects, nginx).
      const draftPath = entryPath("article", drafted);
      expect((await visitor.request.get(draftPath, { maxRedirects: 0 })).status()).toBe(404);
      for (const listing of ["/blog", "/sitemap.xml", ...Object.values(feedPaths)])
        expect(await (await visitor.request.get(listing)).text(), listing).not.toMatch(
          new RegExp(`${draftPath}(?![\\w-])`),
        );
      expect(readFileSync(path.join(built, "client", "_redirects"), "utf8")).toContain(
        `${draftPath} /blog 301`,
      );

      // Site search (Pagefind's index, built from the pages) finds the article by a word of its text.
      await visitor.goto("/");
      await visitor.getByRole("banner").getByRole("button", { name: "Search" }).click();
      const search = visitor.getByRole("dialog", { name: "Search the site" });
      await search.getByRole("searchbox").fill(article.word);
      await expect(
        search.getByRole("link", { name: new RegExp(article.title) }).first(),
      ).toBeVisible();

      // The press release: its page, its list and its feeds.
      const releasePath = entryPath(family, release.slug);
      await visitor.goto(releasePath);
      await expect(visitor.getByRole("heading", { level: 1, name: release.title })).toBeVisible();
      await expect(visitor.getByRole("main")).toContainText(release.word);
      if (releaseList) {
        await visitor.goto(releaseList);
        await expect(
          visitor.getByRole("main").getByRole("link", { name: release.title }),
        ).toHaveAttribute("href", releasePath);
      }
      for (const feed of Object.values(feedsAt(entryRoutes[family].base)))
        expect(await (await visitor.request.get(feed)).text(), feed).toContain(releasePath);

      for (const path of [listPage("jobs"), entryPath("job", job.slug)]) {
        await visitor.goto(path);
        await expect(visitor.getByRole("main"), path).toContainText(retitled);
      }

      const showing = pagesNaming(path.join(scratch, "content", "pages"), claimKey);
      expect(showing.length).toBeGreaterThan(1);
      for (const pagePath of showing) {
        await visitor.goto(pagePath);
        await expect(visitor.getByRole("main"), pagePath).toContainText(newValue);
        await expect(visitor.getByRole("main"), pagePath).not.toContainText(claim.value);
      }
    } finally {
      await visitor.close();
      site.kill("SIGTERM");
    }
  });
});
