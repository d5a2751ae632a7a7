import { expect, test } from "@playwright/test";
import { formatDate } from "../app/lib/format-date";
import { policyEntry, site } from "./support/content";
import { watchPage } from "./support/site";

const privacy = policyEntry("privacy");
const cookies = policyEntry("cookies");
const lastUpdated = (policy: { lastUpdated: string }) =>
  `Last Updated: ${formatDate(policy.lastUpdated)}`;
/** The policy's clauses: its level-2 headings, as its contents list shows them. */
const clauses = (policy: { toc: { depth: number; id: string; text: string }[] }) =>
  policy.toc.filter((entry) => entry.depth === 2);
const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

test("the privacy policy: date, contents, its terms, offices and the privacy mailbox", async ({
  page,
}) => {
  const watcher = watchPage(page);
  await page.goto("/legal/privacy");
  await expect(page.getByText(lastUpdated(privacy))).toBeVisible();
  const toc = page.getByRole("navigation", { name: "On this page" });
  await expect(toc.getByRole("link")).toHaveCount(clauses(privacy).length);
  // A clause well down the page: the contents link lands on it.
  const clause = clauses(privacy)[Math.floor(clauses(privacy).length / 2)];
  if (!clause) throw new Error("content/policies/privacy.md has no ## clauses");
  await toc.getByRole("link", { name: clause.text, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#${clause.id}$`));
  await expect(
    page.getByRole("heading", { level: 2, name: clause.text, exact: true }),
  ).toBeInViewport();
  // The terms the policy sets in bold (the rights it grants, at launch) are all on the page.
  const main = page.getByRole("main");
  for (const [, term = ""] of privacy.html.matchAll(/<strong>([^<]+)<\/strong>/g))
    await expect(main.getByText(decode(term), { exact: true }).first()).toBeVisible();
  if (privacy.html.includes("<address")) {
    for (const office of site.offices)
      await expect(page.locator("address").filter({ hasText: office.postalCode })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: site.mailboxes.privacy })).toHaveAttribute(
    "href",
    `mailto:${site.mailboxes.privacy}`,
  );
  watcher.expectClean();
});

test("the cookie policy links each page it names, such as the browsers' help pages, and the privacy mailbox", async ({
  page,
}) => {
  await page.goto("/legal/cookies");
  await expect(page.getByText(lastUpdated(cookies))).toBeVisible();
  const links = [...cookies.html.matchAll(/<a href="(https:[^"]+)"[^>]*>([^<]+)</g)].map(
    ([, href = "", name = ""]) => ({ href: decode(href), name: decode(name) }),
  );
  expect(links.length).toBeGreaterThan(0);
  for (const { href, name } of links) {
    await expect(
      page.getByRole("main").getByRole("link", { name, exact: false }).first(),
    ).toHaveAttribute("href", href);
  }
  await expect(page.getByRole("link", { name: site.mailboxes.privacy })).toBeVisible();
});

test("what the policies say is true: visiting sets no cookie and stores only the theme", async ({
  page,
  context,
}) => {
  const watcher = watchPage(page);
  for (const path of ["/legal/privacy", "/legal/cookies", "/blog", "/resources"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(["ui-theme"]);
  // Form drafts (halcyrion:form-draft:) are kept only once a visitor types; reading pages keeps nothing.
  expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
  watcher.expectClean();
});

test("printed, a policy is plain dark text without the site chrome or the contents list", async ({
  page,
}) => {
  await page.goto("/legal/privacy");
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("header[data-site-header]")).toBeHidden();
  await expect(page.locator("footer[data-site-footer]")).toBeHidden();
  await expect(page.getByRole("navigation", { name: "On this page" })).toBeHidden();
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1).toBeVisible();
  expect(await h1.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(0, 0, 0)");
  expect(
    await page
      .locator("section")
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor),
  ).toBe("rgb(255, 255, 255)");
  await expect(page.getByText(lastUpdated(privacy))).toBeVisible();
});
