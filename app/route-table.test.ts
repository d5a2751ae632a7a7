// @vitest-environment node
/**
 * Addresses come from the content: each file under content/pages/ is a page at its path, a policy
 * at its `path:` or /legal/<name>, an entry under its collection's base. Picked from the folders,
 * never named, so the company's next edit cannot break these tests.
 */
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import { entriesIn, siteEntries } from "~/content-layer/store";
import { describe, expect, it } from "vitest";
import {
  type ContentFile,
  addresses,
  entryPaths,
  filesOnDisk,
  livePages,
  siteAddresses,
} from "./content-layer/addresses";
import { buildContentFrom } from "../test/content-build";
import { scratchContent } from "../test/scratch-content";
import {
  entryFormKindOf,
  entryFormPath,
  entryFormRoutes,
  entryRoutes,
  pagePath,
  RESEARCH_MISP_FEED,
  researchFeeds,
  researchFiles,
  researchRulePath,
} from "./route-table";

const allEvents = await siteEntries("events");
const allJobs = await entriesIn("jobs");
const allPages = await siteEntries("pages");
const allPolicies = await siteEntries("policies");
const allWebinars = await entriesIn("webinars");

const scratch = scratchContent("routes");
const pageFiles = (dir: string) =>
  (readdirSync(path.join(dir, "pages"), { recursive: true }) as string[])
    .filter((name) => name.endsWith(".yaml"))
    .map((name) =>
      name
        .split(path.sep)
        .join("/")
        .replace(/\.yaml$/, ""),
    );
const file = (relative: string, text: string): ContentFile => ({
  path: relative,
  text: () => text,
});
const today = "2026-01-01";

describe("pages from the content's files", () => {
  it("gives every page file its path as its address (home.yaml is /), and nothing else", () => {
    const site = addresses();
    const own = livePages()
      .filter((page) => !page.aliasOf && !page.policy)
      .map((page) => page.path);
    const fromFiles = pageFiles("content")
      .map(pagePath)
      .filter((address) => !site.hidden.has(address));
    expect(own.sort()).toEqual(fromFiles.sort());
    expect(allPages.map((page) => page.path).sort()).toEqual(fromFiles.sort());
  });

  it("puts each policy at its `path:` or under /legal, as the collection does", () => {
    const policies = livePages()
      .filter((page) => page.policy)
      .map((page) => page.path);
    expect(policies.sort()).toEqual(allPolicies.map((policy) => policy.path).sort());
    for (const policy of allPolicies) expect(policy.path).toMatch(/^\/[a-z0-9/-]+$/);
  });

  it("shows an alias's page at the alias, never a page file's own address", () => {
    const pages = new Set(allPages.map((page) => page.path));
    for (const alias of livePages().filter((page) => page.aliasOf)) {
      expect(pages.has(alias.aliasOf ?? ""), `${alias.path} shows a page`).toBe(true);
      expect(pages.has(alias.path), `${alias.path} is not a page of its own`).toBe(false);
    }
  });

  it("makes a new page file a page, and a deleted one no page", () => {
    const files = filesOnDisk("content");
    const before = siteAddresses(files, "content", today).pages.map((page) => page.path);
    const added = siteAddresses(
      [...files, file("pages/services/e2e-new.yaml", "meta: {}")],
      "content",
      today,
    ).pages.map((page) => page.path);
    expect(added).toEqual(expect.arrayContaining([...before, "/services/e2e-new"]));
    const gone = files.find(
      (candidate) => candidate.path.startsWith("pages/") && candidate.path !== "pages/home.yaml",
    );
    if (!gone) throw new Error("no page file to delete");
    const after = siteAddresses(
      files.filter((candidate) => candidate !== gone),
      "content",
      today,
    );
    expect(after.pages.map((page) => page.path)).not.toContain(pagePath(gone.path.slice(6, -5)));
  });

  it("refuses two files at one address, naming both", () => {
    const files = filesOnDisk("content");
    const article = files.find((candidate) =>
      candidate.path.startsWith(`${entryRoutes.article.folder}/`),
    );
    if (!article) throw new Error("no article");
    const clash = `pages/blog/${path.basename(article.path).replace(/\.md$/, "")}.yaml`;
    expect(() => siteAddresses([...files, file(clash, "meta: {}")], "content", today)).toThrow(
      clash,
    );
  });

  it("builds a page from a new file in the content build, at its path", async () => {
    const content = scratch.copy("new-page");
    // A page in a section, with no aliases: a copy of it would claim them twice.
    const source = pageFiles(content).find(
      (name) =>
        name.includes("/") &&
        !readFileSync(path.join(content, "pages", `${name}.yaml`), "utf8").includes("aliases:"),
    );
    if (!source) throw new Error("no page in a section");
    const target = `${path.dirname(source)}/e2e-added-page`;
    const page = parseDocument(readFileSync(path.join(content, "pages", `${source}.yaml`), "utf8"));
    page.setIn(["meta", "title"], "A page the test adds");
    page.setIn(
      ["meta", "description"],
      "A page the route test adds, with a description of its own.",
    );
    writeFileSync(path.join(content, "pages", `${target}.yaml`), page.toString());
    const paths = async () => (await buildContentFrom(content)).pages.map((page) => page.path);
    expect(await paths()).toContain(`/${target}`);
    rmSync(path.join(content, "pages", `${target}.yaml`));
    expect(await paths()).not.toContain(`/${target}`);
  }, 120_000);

  it("leads a button naming a form to a page showing it; with none left, names the button", async () => {
    const shows = (form: string) =>
      allPages.filter((page) =>
        page.sections.some((section) =>
          section.type === "contact"
            ? form === "contact"
            : "form" in section && section.form === form,
        ),
      );
    const button = allPages
      .flatMap(
        (page) => JSON.stringify(page.sections).match(/"kind":"mail"[^{}]*"form":"[\w-]+"/g) ?? [],
      )
      .map((found) => found.replace(/^.*"form":"|"$/g, ""))[0];
    if (!button) return; // no button names a form
    expect(shows(button).map((page) => page.path)).toContain(addresses().formPages[button]);
    const content = scratch.copy("form-page");
    for (const page of shows(button)) {
      const file = path.join(
        content,
        "pages",
        `${page.path === "/" ? "home" : page.path.slice(1)}.yaml`,
      );
      writeFileSync(file, `draft: true\n${readFileSync(file, "utf8")}`);
    }
    await expect(buildContentFrom(content)).rejects.toThrow(
      new RegExp(`\\.form: no page of the site shows the form "${button}"`),
    );
  }, 120_000);
});

describe("routes with pages to prerender", () => {
  it("are one per job, webinar and event, beside the entry's page", () => {
    const paths = entryPaths();
    for (const job of allJobs) expect(paths).toContain(`/company/careers/${job.slug}`);
    for (const job of allJobs) expect(paths).toContain(`/company/careers/${job.slug}/apply`);
    for (const webinar of allWebinars)
      expect(paths).toContain(`/resources/webinars/${webinar.slug}/register`);
    for (const event of allEvents)
      expect(paths).toContain(`/resources/events/${event.slug}/register`);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("are recognised by their path, and nothing else is", () => {
    expect(entryFormKindOf(entryFormPath("apply", "soc-analyst"))).toBe("apply");
    expect(entryFormKindOf("/resources/webinars/zero-trust/register")).toBe("webinar-register");
    expect(entryFormKindOf("/resources/events/rsa/register")).toBe("event-register");
    expect(entryFormKindOf("/company/careers/apply")).toBeUndefined();
    expect(entryFormKindOf("/company/careers/a/b/apply")).toBeUndefined();
    expect(entryFormKindOf("/resources/webinars/x/apply")).toBeUndefined();
  });

  it("never collide with a page (a job named like the resume page would hide it)", () => {
    const pages = new Set(livePages().map((page) => page.path));
    for (const address of entryPaths()) expect(pages.has(address), address).toBe(false);
  });
});

describe("the route table and the route files", () => {
  // Astro routes by file: an entry base with no [slug].astro is a set of links to nothing.
  const routeFiles = (readdirSync(path.join("app", "pages"), { recursive: true }) as string[]).map(
    (name) => name.split(path.sep).join("/"),
  );
  const expected = [
    ...Object.values(entryRoutes).map(({ base }) => `${base.slice(1)}/[slug].astro`),
    ...Object.values(entryFormRoutes).map(
      ({ base, suffix }) => `${base.slice(1)}/[slug]/${suffix}.astro`,
    ),
    // A report's files for machines, beside its page: endpoints named by their address.
    ...Object.values(researchFiles("[slug]")).map((address) => `${address.slice(1)}.ts`),
  ];

  it("has a route file for each collection's base and each entry form page", () => {
    for (const route of expected)
      expect(existsSync(path.join("app", "pages", route)), route).toBe(true);
  });

  it("has an endpoint for each research file's address: rules, the MISP feed, the feeds", () => {
    const endpoints = [
      `${researchRulePath("[file]")}.ts`,
      `${RESEARCH_MISP_FEED}/[...file].ts`,
      ...Object.values(researchFeeds).map((address) => address.replace(/[^/]+$/, "[feed].ts")),
    ];
    for (const route of endpoints)
      expect(existsSync(path.join("app", "pages", route)), route).toBe(true);
  });

  it("has no entry route file the table does not name", () => {
    const entryRouteFiles = routeFiles.filter((name) => /(^|\/)\[slug\](\.astro$|\/)/.test(name));
    expect(entryRouteFiles.sort()).toEqual([...new Set(expected)].sort());
  });
});
