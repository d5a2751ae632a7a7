import { expect, test } from "@playwright/test";
import { workflowLook } from "../app/components/sections/status-tag";
import {
  MAIL_FALLBACK_ONLY,
  escapeRegExp,
  formsDeliverOnline,
  isPage,
  pageEntry,
  pageShowing,
  pagesWith,
  site,
} from "./support/content";
import { parseMailto } from "./support/mail";

/** The subject a mail button composes: its own, or the company's preset inquiry subject. */
const subjectOf = (action: { kind: string; subject?: string }) =>
  action.subject ?? site.inquirySubject;
const composesMail = (actions: readonly { kind: string }[] | undefined) =>
  (actions ?? []).some((action) => action.kind === "mail");

/** The first page whose call to action and hero both have mail buttons, so both checks check something. */
const mailing = pagesWith("cta", (cta) => composesMail(cta.actions)).find(({ path }) =>
  composesMail(pageEntry(path).hero.actions),
);
/** The first page showing integrations next to key features, one of which opens a page of the site. */
const integrated = pagesWith("integrations").flatMap(({ path, section }) => {
  const features = pageEntry(path).sections.find(
    (candidate) =>
      candidate.type === "features" && candidate.items.some((item) => isPage(item.href)),
  );
  return features?.type === "features" ? [{ path, integrations: section, features }] : [];
})[0];

test.describe("security platform pages", () => {
  test("the call to action's and the hero's buttons compose a mail naming their intent", async ({
    page,
  }) => {
    test.skip(!mailing, "no page has mail buttons in both its call to action and its hero");
    test.skip(formsDeliverOnline, MAIL_FALLBACK_ONLY);
    if (!mailing) return;
    const { path, section: cta } = mailing;
    const { hero } = pageEntry(path);
    await page.goto(path);
    const region = page.getByRole("region", { name: cta.title });
    for (const action of cta.actions) {
      if (action.kind !== "mail") continue;
      const mail = parseMailto(
        await region.getByRole("link", { name: action.label }).getAttribute("href"),
      );
      expect(mail.to).toBe(site.mailboxes[action.mailbox]);
      expect(mail.subject).toBe(subjectOf(action));
    }
    const heroRegion = page.getByRole("region", { name: hero.title });
    for (const action of hero.actions ?? []) {
      if (action.kind !== "mail") continue;
      expect(
        parseMailto(await heroRegion.getByRole("link", { name: action.label }).getAttribute("href"))
          .subject,
      ).toBe(subjectOf(action));
    }
  });

  test("key features open pages of the site, and integrations show our own marks with names", async ({
    page,
  }) => {
    test.skip(
      !integrated,
      "no page shows integrations with a key feature that opens a page of the site",
    );
    if (!integrated) return;
    const { path, integrations, features } = integrated;
    await page.goto(path);
    const region = page.getByRole("region", { name: integrations.title });
    const marks = region.locator("img");
    await expect(marks).toHaveCount(integrations.items.length);
    for (const mark of await marks.all()) {
      await mark.scrollIntoViewIfNeeded();
      await expect
        .poll(() => mark.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      expect(await mark.getAttribute("src")).toMatch(/^\/integrations\/[\w-]+\.svg$/);
    }
    for (const item of integrations.items)
      await expect(region.getByRole("heading", { name: item.name, exact: true })).toBeVisible();
    const feature = features.items.findLast((item) => isPage(item.href));
    if (!feature?.href) throw new Error("unreachable: the features were picked for such a link");
    await page
      .getByRole("region", { name: features.title })
      .getByRole("link", { name: feature.title })
      .click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(feature.href)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      pageEntry(feature.href).hero.title,
    );
  });

  // Every page with capability cards (the platform's, services' and solutions' detail pages) titles each of its sections.
  for (const { path } of pagesWith("capabilities")) {
    test(`${path} shows its sections`, async ({ page }) => {
      const { sections } = pageEntry(path);
      await page.goto(path);
      const h2 = page.getByRole("main").getByRole("heading", { level: 2 });
      for (const { title } of sections)
        await expect(h2.filter({ hasText: new RegExp(`^${escapeRegExp(title)}$`) })).toHaveCount(1);
    });
  }

  test("the incident lifecycle lists its stages in order", async ({ page }) => {
    const { path, section: lifecycle } = pageShowing("lifecycle");
    await page.goto(path);
    await expect(
      page.getByRole("region", { name: lifecycle.title }).getByRole("heading", { level: 3 }),
    ).toHaveText(lifecycle.stages.map((stage, index) => `Stage ${index + 1}: ${stage.title}`));
  });

  test("the workflow status lists its workflow counts with their state in words", async ({
    page,
  }) => {
    const { path, section: workflows } = pageShowing("workflow-status");
    await page.goto(path);
    const status = page.getByRole("region", { name: workflows.title }).getByRole("listitem");
    await expect(status).toHaveText(
      workflows.items.map(
        (item) => new RegExp(`^${workflowLook[item.state].label}${escapeRegExp(item.value)}`),
      ),
    );
  });
});
