import { type Page, expect, test } from "@playwright/test";
import { BLOG_PAGE_SIZE } from "../app/route-table";
import { articlesNewestFirst, navigation, site } from "./support/content";
import { formEntry } from "./support/form-content";
import { recordComposedMail } from "./support/mail";
import { expectIslandWatched, holdScripts, watchPage } from "./support/site";

/**
 * A page with a form or a filter keeps its prerendered body and loads the code of its live parts
 * only when the visitor reaches for one (islands.tsx). What they did before it arrived (typed,
 * chose, the field or link they are on, their caret, a click on Send, Copy or Load More) must
 * survive the live copy replacing the HTML. The tests hold a chunk back, act on the HTML, then
 * let it through, so the race is reproduced on every run.
 */
const formChunk = /\/assets\/form-view-[\w-]+\.js$/;
const copyChunk = /\/assets\/copy-email-button-[\w-]+\.js$/;
const blogListChunk = /\/assets\/blog-list-[\w-]+\.js$/;
const docsChunk = /\/assets\/docs-browser-[\w-]+\.js$/;

function requestsFor(page: Page, pattern: RegExp): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (pattern.test(request.url())) seen.push(request.url());
  });
  return seen;
}

/** Opens `path` and lets it settle untouched: nothing matching `chunk` may load; returns what loads from then on. */
async function openUntouched(page: Page, path: string, chunk: RegExp): Promise<string[]> {
  const loaded = requestsFor(page, chunk);
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1000);
  expect(loaded, "the island's code before any intent").toEqual([]);
  return loaded;
}

const contact = formEntry("contact");
const demo = formEntry("schedule-demo");
const contactForm = (page: Page) => page.getByRole("form", { name: "Contact form" });
/** A contact form field by its name in content/forms/contact.yaml. */
const field = (page: Page, name: string) => page.getByLabel(contact.label(name), { exact: true });
/** A topic the contact form offers. */
const topic = contact.field("topic").options?.at(-1) ?? "";
/** The footer's link to the contact page (content/navigation.yaml). */
const footerContact = navigation.footer
  .flatMap((group) => group.links)
  .find((link) => link.href === "/company/contact");

test("a page with a form loads the form's code only when the visitor reaches for it", async ({
  page,
}) => {
  const watcher = watchPage(page);
  const loaded = await openUntouched(page, "/company/contact/demo", formChunk);
  const form = page.getByRole("form", { name: demo.title });
  await expect(form).toHaveJSProperty("noValidate", false);

  await form.hover();
  await expect(form).toHaveJSProperty("noValidate", true);
  expect(loaded).toHaveLength(1);
  watcher.expectClean();
});

test("what the visitor typed and chose before the form's code arrived stays, with their field and caret", async ({
  page,
}) => {
  const watcher = watchPage(page);
  const release = await holdScripts(page, formChunk);
  await page.goto("/company/contact");
  await field(page, "name").click();
  await page.keyboard.type("Ada Lovelace");
  await field(page, "topic").selectOption(topic);
  await field(page, "message").click();
  await page.keyboard.type("Retainer");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(contactForm(page)).toHaveJSProperty("noValidate", false);
  release();

  await expect(contactForm(page)).toHaveJSProperty("noValidate", true);
  await expect(field(page, "name")).toHaveValue("Ada Lovelace");
  await expect(field(page, "topic")).toHaveValue(topic);
  await expect(field(page, "message")).toBeFocused();
  // Typing goes on where the caret was: two characters before the end.
  await page.keyboard.type("XY");
  await expect(field(page, "message")).toHaveValue("RetainXYer");
  watcher.expectClean();
});

test("a Send clicked before the form's code arrived is sent by the live form, with its checks", async ({
  page,
}) => {
  const composed = recordComposedMail(page);
  const release = await holdScripts(page, formChunk);
  await page.goto("/company/contact");
  await field(page, "name").fill("Ada Example");
  await field(page, "email").fill("ada@example.com");
  await field(page, "topic").selectOption(topic);
  await field(page, "message").fill("We would like to discuss a retainer.");
  // Once the page's script listens (before that, a Send is the HTML form's own, as without JavaScript).
  await expectIslandWatched(page, "form:contact");
  await page.getByRole("button", { name: contact.submitLabel }).click();
  await page.waitForTimeout(300);
  expect(composed, "nothing is sent before the live form checks it").toEqual([]);
  release();

  await expect.poll(() => composed.length).toBe(1);
  expect(composed[0]?.pathname).toBe(contact.mailbox);
  await expect(
    page.getByRole("status").filter({ hasText: "Your mail program should now open" }),
  ).toBeVisible();
});

test("when the form's code cannot load, a Send made meanwhile is the HTML form's own", async ({
  page,
}) => {
  const composed = recordComposedMail(page);
  await page.route(formChunk, (route) => route.abort());
  await page.goto("/company/contact");
  await field(page, "name").fill("Ada Example");
  await field(page, "email").fill("ada@example.com");
  await field(page, "topic").selectOption(topic);
  await field(page, "message").fill("We would like to discuss a retainer.");
  await page.getByRole("button", { name: contact.submitLabel }).click();
  // The browser composes the mail from the form, as it does without JavaScript.
  await expect.poll(() => composed.length).toBe(1);
  expect(composed[0]?.pathname).toBe(contact.mailbox);
  expect(composed[0]?.searchParams.get("body")).toContain("Ada Example");
});

test("when Copy email's code cannot load, the button is no longer offered", async ({ page }) => {
  await page.route(copyChunk, (route) => route.abort());
  await page.goto("/company/contact");
  const button = page.getByRole("button", { name: "Copy email address" });
  await button.hover();
  await expect(button).toBeHidden();
  // The address itself stays, as a mail link.
  await expect(page.getByRole("link", { name: site.mailboxes.contact })).toBeVisible();
});

test("a Copy email clicked before its code arrived copies the address", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const release = await holdScripts(page, copyChunk);
  await page.goto("/company/contact");
  // Offered (visible) once the page's script listens for it; its own code is still held back.
  await page.getByRole("button", { name: "Copy email address" }).click();
  release();
  await expect(page.getByText("Email address copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.mailboxes.contact);
});

test("a press on Copy email while its code arrives is a click, not lost between two buttons", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const release = await holdScripts(page, copyChunk);
  await page.goto("/company/contact");
  const button = page.getByRole("button", { name: "Copy email address" });
  await button.hover();
  await page.mouse.down();
  const loaded = page.waitForResponse(copyChunk);
  release();
  await loaded;
  await page.waitForTimeout(300); // the live button would be in place by now, had the swap not waited
  await page.mouse.up();
  await expect(page.getByText("Email address copied")).toBeVisible();
});

test("a form reached by a client-side navigation is live at once", async ({ page }) => {
  const watcher = watchPage(page);
  await page.goto("/platform");
  await expect(page.getByRole("banner").getByRole("button", { name: "Search" })).toBeVisible();
  if (!footerContact)
    throw new Error("content/navigation.yaml: the footer has no link to the contact page");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: footerContact.label, exact: true })
    .click();
  await expect(page).toHaveURL(/\/company\/contact$/);
  await expect(contactForm(page)).toHaveJSProperty("noValidate", true);
  await expect(page.getByRole("form")).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Copy email address" })).toBeVisible();
  watcher.expectClean();
});

test.describe("the blog's article list and the documentation's search", () => {
  const newestFirst = articlesNewestFirst;
  const cards = (page: Page) =>
    page.getByRole("region", { name: "Latest articles" }).getByRole("article");

  test("Load More Articles clicked before the list's code arrived shows the next articles in place", async ({
    page,
  }) => {
    test.skip(
      newestFirst.length <= BLOG_PAGE_SIZE,
      "every article fits on the first page: there is nothing more to load",
    );
    const watcher = watchPage(page);
    const release = await holdScripts(page, blogListChunk);
    await page.goto("/blog");
    await expectIslandWatched(page, "blog:articles");
    await page.getByRole("link", { name: "Load More Articles" }).click();
    await page.waitForTimeout(300);
    await expect(page, "the click is held, not followed to the next page").toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(BLOG_PAGE_SIZE);
    release();
    await expect(cards(page)).toHaveCount(Math.min(2 * BLOG_PAGE_SIZE, newestFirst.length));
    await expect(
      page.getByRole("link", { name: newestFirst[BLOG_PAGE_SIZE]?.title, exact: true }),
    ).toBeFocused();
    await expect(page).toHaveURL(/\/blog$/);
    watcher.expectClean();
  });

  test("when the list's code cannot load, Load More Articles leads to the next page", async ({
    page,
  }) => {
    test.skip(
      newestFirst.length <= BLOG_PAGE_SIZE,
      "every article fits on the first page: there is no next page",
    );
    await page.route(blogListChunk, (route) => route.abort());
    await page.goto("/blog");
    await expectIslandWatched(page, "blog:articles");
    await page.getByRole("link", { name: "Load More Articles" }).click();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    await expect(cards(page).first()).toContainText(newestFirst[BLOG_PAGE_SIZE]?.title ?? "");
  });

  test("a keyboard visitor on a link in the list stays on it when the live list replaces the HTML", async ({
    page,
  }) => {
    const release = await holdScripts(page, blogListChunk);
    await page.goto("/blog");
    await expectIslandWatched(page, "blog:articles");
    const link = page.getByRole("link", { name: newestFirst[1]?.title, exact: true });
    await link.focus();
    release();
    await expect(page.locator('[data-island="blog:articles"][data-island-live]')).toBeAttached();
    await expect(link).toBeFocused();
  });

  test("the documentation's search loads its code only when the visitor reaches for it", async ({
    page,
  }) => {
    const watcher = watchPage(page);
    const loaded = await openUntouched(page, "/resources/docs", docsChunk);
    const search = page.getByRole("searchbox", { name: "Search documentation" });
    await search.click();
    await search.pressSequentially("webhook");
    await expect(page.getByRole("list", { name: / topics$/ })).toHaveCount(1);
    expect(loaded).toHaveLength(1);
    await expect(search).toBeFocused();
    watcher.expectClean();
  });
});
