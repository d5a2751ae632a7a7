import { expect, test } from "@playwright/test";
import {
  MAIL_FALLBACK_ONLY,
  allPages,
  escapeRegExp,
  formsDeliverOnline,
  pageEntry,
  pagesWith,
  site,
} from "./support/content";
import { parseMailto } from "./support/mail";
import { watchPage } from "./support/site";

/** The first page showing industry cards (the solutions overview), found by what it shows. */
const [overview] = pagesWith("industry-cards");
const industries = overview?.section.items ?? [];
/** The content page at an address, if the site has one. */
const pageAt = (href: string | undefined) => allPages.find((entry) => entry.path === href);
/** On the overview: a key feature that opens a page of the site whose hero has a mail button. */
const linked = (overview ? pageEntry(overview.path).sections : []).flatMap((features) =>
  features.type === "features"
    ? features.items
        .filter((item) => pageAt(item.href)?.hero.actions?.some((action) => action.kind === "mail"))
        .map((feature) => ({ features, feature }))
    : [],
)[0];

test.describe("security solutions", () => {
  if (!overview)
    test("the industry cards' Learn More open their pages", () => {
      test.skip(true, "no page on the site shows industry cards");
    });
  for (const card of industries) {
    test(`the ${card.title} card's Learn More opens its page`, async ({ page }) => {
      const watcher = watchPage(page);
      await page.goto(overview?.path ?? "");
      await page.getByRole("link", { name: `Learn More about ${card.title}` }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(card.href)}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        pageEntry(card.href).hero.title,
      );
      await page.waitForLoadState("networkidle");
      watcher.expectClean();
    });
  }

  test("key features lead to their pages, whose hero buttons compose their mails", async ({
    page,
  }) => {
    test.skip(formsDeliverOnline, MAIL_FALLBACK_ONLY);
    test.skip(
      !overview || !linked,
      "no page shows industry cards with a key feature opening a page whose hero has a mail button",
    );
    if (!overview || !linked) return;
    const { features, feature } = linked;
    const target = pageEntry(feature.href ?? "");
    await page.goto(overview.path);
    await page
      .getByRole("region", { name: features.title })
      .getByRole("link", { name: feature.title })
      .click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(feature.href ?? "")}$`));
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

  for (const card of industries) {
    for (const standards of (pageAt(card.href)?.sections ?? []).filter(
      (section) => section.type === "standards",
    )) {
      test(`the ${card.title} page names the regulations it helps meet (${standards.title})`, async ({
        page,
      }) => {
        await page.goto(card.href);
        const rules = page
          .getByRole("region", { name: standards.title })
          .getByRole("heading", { level: 3 });
        await expect(rules).toHaveText(standards.items.map((item) => item.name));
      });
    }
  }
});
