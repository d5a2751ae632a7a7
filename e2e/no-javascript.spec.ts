import { expect, test } from "@playwright/test";
import { escapeRegExp, navigation, pageEntry, policyEntry } from "./support/content";

test.use({ javaScriptEnabled: false });

/** A top-bar menu and a footer link to a policy (content/navigation.yaml), and where they lead. */
const menu =
  navigation.menus.find((candidate) =>
    candidate.links.some((link) => link.href.split("#")[0] !== "/"),
  ) ?? navigation.menus[0];
/** A link of that menu to a content page. */
const menuLink = menu?.links.find((link) => !link.href.includes("#") && link.href !== "/");
const policyLink = navigation.footer
  .flatMap((group) => group.links)
  .find((link) => link.href.startsWith("/legal/"));

test("content is present and links navigate with JavaScript off", async ({ page }) => {
  if (!menu || !menuLink || !policyLink)
    throw new Error(
      "content/navigation.yaml needs a menu with a page link and a footer link to a policy",
    );
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The menu opens under the pointer with CSS alone.
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: menu.label, exact: true }).hover();
  await nav
    .getByRole("link", { name: new RegExp(`^${escapeRegExp(menuLink.label)}`) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(menuLink.href)}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    pageEntry(menuLink.href).hero.title,
  );
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: policyLink.label, exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    policyEntry(policyLink.href.replace("/legal/", "")).title,
  );
});

test.describe("phone without JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu still opens and its links navigate", async ({ page }) => {
    const link = menu?.links.at(-1);
    if (!link) throw new Error("content/navigation.yaml: a menu without links");
    await page.goto("/");
    // The drawer is a <dialog> its button opens by HTML alone (command="show-modal").
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("dialog", { name: "Menu" })
      .locator("summary", { hasText: menu?.label ?? "" })
      .click();
    await page
      .getByRole("navigation", { name: "Mobile" })
      .getByRole("link", { name: link.label, exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(link.href)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
