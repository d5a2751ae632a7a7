import { type APIRequestContext, expect, test } from "@playwright/test";
import { type HtmlNode, attribute, elementsIn, parseHtml, textOf } from "../../test/page-html";
import { gatedPaths } from "../support/gates";
import { readFormDelivery } from "../../app/content-layer/settings";
import { formsCspSources, noFormsSources } from "../../app/forms/csp-sources";

/**
 * No dead ends, read from the served HTML (what a crawler and a no-JS visitor get): starting
 * from every route, every <a> has a real target (no missing or empty href, no "#", no
 * "javascript:"), every internal link and in-page #fragment resolves, every resource the page
 * loads (scripts, styles, images, icon sprite symbols) exists, mailto: links are well-formed,
 * and nothing points a browser at another host except https links a visitor chooses to follow and
 * the form service the company configured.
 */
/** Every id in the page, as a #fragment finds it. */
const ids = (document: HtmlNode) =>
  new Set(elementsIn(document).flatMap((element) => attribute(element, "id") ?? []));
/** The elements that point somewhere: a link, a resource, a form's action. */
const TARGETS = ["a", "link", "script", "img", "source", "use", "image", "iframe", "form"];
const EMAIL = /^[^@\s,]+@[^@\s,]+\.[a-z]{2,}$/i;
/** The form service the company configured (content/form-delivery.yaml): the one other host a form may post to. */
const formDelivery = readFormDelivery();
const formService = (formDelivery ? formsCspSources(formDelivery) : noFormsSources).formAction;

/**
 * A mailto: link must parse, name real-looking addresses and only known fields, and, when it
 * is an action ("Contact Sales", "Apply Now": any text other than the address itself), carry a
 * subject naming the intent. A link that simply shows an address may leave the subject empty.
 */
function mailtoProblems(href: string, text: string): string[] {
  const problems: string[] = [];
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return [`unparseable mailto: ${href}`];
  }
  const addresses = decodeURIComponent(url.pathname).split(",").filter(Boolean);
  if (addresses.length === 0) problems.push(`mailto without an address: ${href}`);
  for (const address of addresses)
    if (!EMAIL.test(address))
      problems.push(`mailto with a malformed address "${address}": ${href}`);
  for (const key of url.searchParams.keys())
    if (!["subject", "body", "cc", "bcc"].includes(key.toLowerCase()))
      problems.push(`mailto with unknown field "${key}": ${href}`);
  const showsAddress = addresses.some((address) => text.includes(address));
  if (!showsAddress && !url.searchParams.get("subject")?.trim())
    problems.push(`mailto without a subject naming the intent: ${href}`);
  if (/\+/.test(url.search))
    problems.push(`mailto encodes spaces as "+" (mail programs show them literally): ${href}`);
  return problems;
}

class Site {
  private pages = new Map<string, { status: number; document: HtmlNode }>();
  constructor(private request: APIRequestContext) {}
  async get(path: string) {
    let page = this.pages.get(path);
    if (!page) {
      const response = await this.request.get(path, { maxRedirects: 0 });
      // Read as a crawler and a visitor without scripts get it: <noscript> holds elements.
      page = {
        status: response.status(),
        document: parseHtml(await response.text(), { scripting: false }),
      };
      this.pages.set(path, page);
    }
    return page;
  }
}

test("every link and resource on every page resolves; no dead controls", async ({ request }) => {
  test.setTimeout(120_000);
  const site = new Site(request);
  const problems: string[] = [];
  const queue = [...gatedPaths];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const from = queue.shift() ?? "/";
    const { document } = await site.get(from);
    const here = ids(document);
    for (const node of elementsIn(document).filter((e) => TARGETS.includes(e.tagName))) {
      const element = node.tagName;
      const attr = (name: string) => attribute(node, name);
      if (element === "iframe") problems.push(`${from}: <iframe> (embeds another document)`);
      const target =
        element === "a" || element === "link" || element === "use" || element === "image"
          ? (attr("href") ?? attr("xlink:href"))
          : element === "form"
            ? attr("action")
            : (attr("src") ?? attr("srcset")?.trim().split(/\s+/)[0]);
      if (element === "a") {
        if (target === undefined)
          problems.push(`${from}: <a> without href: "${textOf(node).trim().slice(0, 120)}"`);
        else if (target.trim() === "" || target === "#")
          problems.push(`${from}: <a href="${target}"> goes nowhere`);
        else if (/^\s*javascript:/i.test(target))
          problems.push(`${from}: <a href="javascript:..."> is not a link`);
      }
      if (!target || target === "#" || /^\s*javascript:/i.test(target)) continue;
      if (target.startsWith("mailto:")) {
        problems.push(...mailtoProblems(target, textOf(node)).map((p) => `${from}: ${p}`));
        continue;
      }
      if (target.startsWith("tel:") || target.startsWith("data:")) continue;
      if (target.startsWith("#")) {
        if (!here.has(target.slice(1)))
          problems.push(`${from}: in-page link ${target} has no element with that id`);
        continue;
      }
      const url = new URL(target, `http://site.invalid${from}`);
      if (url.host !== "site.invalid") {
        // Canonical and Open Graph URLs name the public origin; they are not requests.
        const rel = attr("rel") ?? "";
        if (element === "link" && /canonical|alternate/.test(rel)) continue;
        if (element === "form" && formService.includes(url.origin)) continue;
        if (element !== "a")
          problems.push(`${from}: <${element}> loads from another host: ${target}`);
        else if (url.protocol !== "https:")
          problems.push(`${from}: external link is not https: ${target}`);
        continue;
      }
      const { status, document: targetPage } = await site.get(url.pathname);
      if (status !== 200) {
        problems.push(`${from}: <${element}> ${target} answers ${status}`);
        continue;
      }
      if (url.hash && !ids(targetPage).has(decodeURIComponent(url.hash.slice(1)))) {
        problems.push(
          `${from}: ${target} points at #${url.hash.slice(1)}, which ${url.pathname} does not have`,
        );
      }
      const isPage = element === "a" && !/\.[a-z0-9]+$/i.test(url.pathname);
      if (isPage && !seen.has(url.pathname)) {
        seen.add(url.pathname);
        queue.push(url.pathname);
      }
    }
  }
  console.log(`links: ${seen.size} pages crawled, ${problems.length} problems`);
  expect(problems).toEqual([]);
});

test("the mailto rule: well-formed, and actions carry a subject", () => {
  expect(
    mailtoProblems("mailto:sales@halcyrion.example?subject=Schedule%20Demo", "Schedule Demo"),
  ).toEqual([]);
  expect(mailtoProblems("mailto:privacy@halcyrion.example", "privacy@halcyrion.example")).toEqual(
    [],
  );
  expect(mailtoProblems("mailto:sales@halcyrion.example", "Contact Sales")).toEqual([
    "mailto without a subject naming the intent: mailto:sales@halcyrion.example",
  ]);
  expect(mailtoProblems("mailto:sales?subject=Hi+there", "Hi")).toHaveLength(2);
});
