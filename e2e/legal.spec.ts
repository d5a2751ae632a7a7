import { expect, test } from "@playwright/test";
import { site } from "../app/content/site";
import { watchPage } from "./support/site";

test("the privacy policy: date, contents, rights, offices and the privacy mailbox", async ({ page }) => {
  const watcher = watchPage(page);
  await page.goto("/legal/privacy");
  await expect(page.getByText("Last Updated: June 1, 2025")).toBeVisible();
  const toc = page.getByRole("navigation", { name: "On this page" });
  await expect(toc.getByRole("link")).toHaveCount(12);
  await toc.getByRole("link", { name: "Your Rights" }).click();
  await expect(page).toHaveURL(/#your-rights$/);
  await expect(page.getByRole("heading", { level: 2, name: /Your Rights/ })).toBeInViewport();
  for (const right of ["Access", "Correction", "Deletion", "Objection", "Portability", "Withdrawing Consent"]) {
    await expect(page.getByRole("region", { name: /Your Rights/ }).getByText(`${right}:`, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(/not intended for anyone under 16/)).toBeVisible();
  for (const office of site.offices) await expect(page.locator("address").filter({ hasText: office.postalCode })).toBeVisible();
  await expect(page.getByRole("link", { name: site.mailboxes.privacy })).toHaveAttribute("href", `mailto:${site.mailboxes.privacy}`);
  watcher.expectClean();
});

test("the cookie policy links the four browsers' help pages and the privacy mailbox", async ({ page }) => {
  await page.goto("/legal/cookies");
  await expect(page.getByText("Last Updated: June 1, 2025")).toBeVisible();
  const hosts = { "Google Chrome": "support.google.com", "Mozilla Firefox": "support.mozilla.org", "Apple Safari": "support.apple.com", "Microsoft Edge": "support.microsoft.com" };
  for (const [name, host] of Object.entries(hosts)) {
    const href = await page.getByRole("link", { name }).getAttribute("href");
    expect(new URL(href ?? "").host).toBe(host);
  }
  await expect(page.getByRole("link", { name: site.mailboxes.privacy })).toBeVisible();
});

test("what the policies say is true: visiting sets no cookie and stores only the theme and scroll positions", async ({ page, context }) => {
  const watcher = watchPage(page);
  for (const path of ["/legal/privacy", "/legal/cookies", "/blog", "/resources"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(["ui-theme"]);
  // React Router keeps scroll positions for the Back button; both policies name it.
  const session = await page.evaluate(() => Object.keys(sessionStorage));
  expect(session.filter((key) => key !== "react-router-scroll-positions")).toEqual([]);
  watcher.expectClean();
});

test("printed, a policy is plain dark text without the site chrome or the contents list", async ({ page }) => {
  await page.goto("/legal/privacy");
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("header[data-site-header]")).toBeHidden();
  await expect(page.locator("footer[data-site-footer]")).toBeHidden();
  await expect(page.getByRole("navigation", { name: "On this page" })).toBeHidden();
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1).toBeVisible();
  expect(await h1.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(0, 0, 0)");
  expect(await page.locator("section").first().evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(255, 255, 255)");
  await expect(page.getByText("Last Updated: June 1, 2025")).toBeVisible();
});
