import { expect, test } from "@playwright/test";
import { escapeRegExp, pageEntry, sectionOf, site } from "./support/content";
import { parseMailto } from "./support/mail";
import { watchPage } from "./support/site";

const industries = sectionOf("/solutions", "industry-cards").items;

test.describe("security solutions", () => {
  for (const card of industries) {
    test(`the ${card.title} card's Learn More opens ${card.href}`, async ({ page }) => {
      const watcher = watchPage(page);
      await page.goto("/solutions");
      await page.getByRole("link", { name: `Learn More about ${card.title}` }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(card.href)}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        pageEntry(card.href).hero.title,
      );
      await page.waitForLoadState("networkidle");
      watcher.expectClean();
    });
  }

  test("key features lead to the solution pages, whose hero buttons compose their mails", async ({
    page,
  }) => {
    const features = sectionOf("/solutions", "features");
    const feature = features.items.find((item) => item.href?.startsWith("/solutions/"));
    if (!feature?.href)
      throw new Error("content/pages/solutions.yaml: no key feature links to a solution page");
    const target = pageEntry(feature.href);
    await page.goto("/solutions");
    await page
      .getByRole("region", { name: features.title })
      .getByRole("link", { name: feature.title })
      .click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(feature.href)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.hero.title);
    const hero = page.getByRole("region", { name: target.hero.title });
    for (const action of target.hero.actions ?? []) {
      if (action.kind !== "mail") continue;
      const mail = parseMailto(
        await hero.getByRole("link", { name: action.label }).getAttribute("href"),
      );
      expect(mail).toMatchObject({
        to: site.mailboxes[action.mailbox],
        subject: action.subject ?? site.inquirySubject,
      });
    }
  });

  for (const { href } of industries) {
    for (const standards of pageEntry(href).sections.filter(
      (section) => section.type === "standards",
    )) {
      test(`${href} names the regulations it helps meet`, async ({ page }) => {
        await page.goto(href);
        const rules = page
          .getByRole("region", { name: standards.title })
          .getByRole("heading", { level: 3 });
        await expect(rules).toHaveText(standards.items.map((item) => item.name));
      });
    }
  }
});
