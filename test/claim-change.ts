/** A claim changed in a scratch copy of a content folder, read by the content loader (app/content-layer/read.ts), and
 * every page rendered as the prerender renders it (body and tags): what the claims tests
 * (app/claims.test.tsx, app/claims.launch.test.tsx) compare. */
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import type { Page } from "~/content/types";
import type { PageLists } from "~/collections/list";
import { readContent } from "~/content-layer/read";
import { pageHtml } from "./prerender";

export interface ChangedContent {
  pages: Page[];
  /** The forms of the build, for the sections that show one (contact, newsletter, a form). */
  lists: PageLists;
  remove(): void;
}

/** The content folder copied, the claim `key` given `value`, and the copy built. */
export async function contentWithClaim(
  contentDir: string,
  key: string,
  value: string,
): Promise<ChangedContent> {
  mkdirSync(".tmp", { recursive: true });
  const scratch = path.relative(process.cwd(), mkdtempSync(path.resolve(".tmp", "claims-")));
  const content = path.join(scratch, "content");
  cpSync(contentDir, content, { recursive: true });
  const register = path.join(content, "claims.yaml");
  const doc = parseDocument(readFileSync(register, "utf8"));
  const index = (doc.toJS() as { claims: { key: string }[] }).claims.findIndex(
    (claim) => claim.key === key,
  );
  if (index < 0) throw new Error(`${contentDir}/claims.yaml has no claim ${key}`);
  doc.setIn(["claims", index, "value"], value);
  writeFileSync(register, doc.toString({ lineWidth: 0 }));
  const { pages, forms } = await readContent(content);
  const lists = { forms: Object.fromEntries(forms.map((form) => [form.id, form])) } as PageLists;
  return { pages, lists, remove: () => rmSync(scratch, { recursive: true, force: true }) };
}

/** A page's title, description and prerendered body, as one string. */
export async function pageText(page: Page, lists: PageLists): Promise<string> {
  return `${page.meta.title} ${page.meta.description} ${await pageHtml(page, lists)}`;
}

/** The pages whose content file names the claim `key`, directly or as a {{placeholder}}. */
export function pagesNaming(contentDir: string, key: string): string[] {
  const dir = path.join(contentDir, "pages");
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter(
      (file) =>
        file.endsWith(".yaml") &&
        new RegExp(`(claim: *${key}\\s|\\{\\{${key}\\}\\})`).test(
          readFileSync(path.join(dir, file), "utf8"),
        ),
    )
    .map((file) => (file === "home.yaml" ? "/" : `/${file.replace(/\.yaml$/, "")}`))
    .sort();
}

/** How many times `text` occurs in `within`. */
export const occurrences = (within: string, text: string) => within.split(text).length - 1;
