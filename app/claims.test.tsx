// @vitest-environment node
/**
 * One register of claims: change a figure in content/claims.yaml and every page that shows it
 * shows the new value, and no page shows the old one. Runs the real content build on a scratch
 * copy of content/, then renders every page (body and tags) the way the prerender does.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Suspense } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page, PageLists } from "~/content/types";
import { ContentPage } from "~/components/sections/content-page";
import { buildContentFrom } from "../test/content-build";

const OLD = "500+";
const NEW = "650+";
let scratch: string;
let pages: Page[];
/** The forms of the scratch build, for the sections that show one (contact, newsletter, a form). */
let lists: PageLists;

async function html(page: Page): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <MemoryRouter initialEntries={[page.path]}>
      <Suspense>
        <ContentPage page={page} lists={lists} />
      </Suspense>
    </MemoryRouter>,
  );
  let out = "";
  for await (const chunk of prelude) out += String(chunk);
  return `${page.meta.title} ${page.meta.description} ${out}`;
}

beforeAll(async () => {
  scratch = path.relative(process.cwd(), (mkdirSync(".tmp", { recursive: true }), mkdtempSync(path.resolve(".tmp", "claims-"))));
  const content = path.join(scratch, "content");
  cpSync("content", content, { recursive: true });
  const register = path.join(content, "claims.yaml");
  const before = readFileSync(register, "utf8");
  const after = before.replace(`value: ${OLD}`, `value: ${NEW}`).replace(`value: "${OLD}"`, `value: "${NEW}"`);
  expect(after).not.toBe(before);
  writeFileSync(register, after);
  await buildContentFrom(content, path.join(scratch, "out"));
  pages = (await import(pathToFileURL(path.resolve(scratch, "out", "allPages.js")).href)).default;
  const forms: Array<{ id: string; _meta: unknown }> = (await import(pathToFileURL(path.resolve(scratch, "out", "allForms.js")).href)).default;
  lists = { forms: Object.fromEntries(forms.map(({ _meta, ...form }) => [form.id, form])) } as PageLists;
}, 60_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The pages whose content file names the claim, directly or as a {{placeholder}}. */
function pagesNaming(key: string): string[] {
  const dir = path.join("content", "pages");
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".yaml") && readFileSync(path.join(dir, file), "utf8").includes(key))
    .map((file) => (file === "home.yaml" ? "/" : `/${file.replace(/\.yaml$/, "")}`))
    .sort();
}

describe("the claims register", () => {
  it(`is the only file that holds the figure ${OLD}`, () => {
    const holders = ["content", "app"].flatMap((root) =>
      readdirSync(root, { recursive: true, encoding: "utf8" })
        .filter((file) => /\.(ya?ml|md|tsx?)$/.test(file) && !/\.test\.tsx?$/.test(file))
        .filter((file) => readFileSync(path.join(root, file), "utf8").includes(OLD))
        .map((file) => path.join(root, file)),
    );
    expect(holders).toEqual([path.join("content", "claims.yaml")]);
  });

  it("changes every page that shows a claim, and leaves the old value on none", async () => {
    const showing = pagesNaming("enterprise-clients");
    expect(showing.length).toBeGreaterThanOrEqual(8);
    for (const page of pages) {
      const text = await html(page);
      expect(text, page.path).not.toContain(OLD);
      if (showing.includes(page.path)) expect(text, page.path).toContain(NEW);
    }
  });
});
