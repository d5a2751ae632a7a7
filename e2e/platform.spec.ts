import { expect, test } from "@playwright/test";
import { workflowLook } from "../app/components/sections/status-tag";
import { allPages, escapeRegExp, pageEntry, sectionOf, site } from "./support/content";
import { parseMailto } from "./support/mail";

const platform = pageEntry("/platform");
/** The subject a mail button composes: its own, or the company's preset inquiry subject. */
const subjectOf = (action: { kind: string; subject?: string }) =>
  action.subject ?? site.inquirySubject;

test.describe("security platform pages", () => {
  test("the call to action's and the hero's buttons compose a mail naming their intent", async ({
    page,
  }) => {
    await page.goto("/platform");
    const cta = sectionOf("/platform", "cta");
    const region = page.getByRole("region", { name: cta.title });
    for (const action of cta.actions) {
      if (action.kind !== "mail") continue;
      const mail = parseMailto(
        await region.getByRole("link", { name: action.label }).getAttribute("href"),
      );
      expect(mail.to).toBe(site.mailboxes[action.mailbox]);
      expect(mail.subject).toBe(subjectOf(action));
    }
    const hero = page.getByRole("region", { name: platform.hero.title });
    for (const action of platform.hero.actions ?? []) {
      if (action.kind !== "mail") continue;
      expect(
        parseMailto(await hero.getByRole("link", { name: action.label }).getAttribute("href"))
          .subject,
      ).toBe(subjectOf(action));
    }
  });

  test("key features open their platform pages, and integrations show our own marks with names", async ({
    page,
  }) => {
    await page.goto("/platform");
    const integrations = sectionOf("/platform", "integrations");
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
    const features = sectionOf("/platform", "features");
    const feature = features.items.findLast((item) => item.href?.startsWith("/platform/"));
    if (!feature?.href)
      throw new Error("content/pages/platform.yaml: no key feature links to a platform page");
    await page
      .getByRole("region", { name: features.title })
      .getByRole("link", { name: feature.title })
      .click();
    await expect(page).toHaveURL(new RegExp(`${feature.href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      pageEntry(feature.href).hero.title,
    );
  });

  for (const { path, sections } of allPages.filter((entry) =>
    entry.path.startsWith("/platform/"),
  )) {
    test(`${path} shows its sections`, async ({ page }) => {
      await page.goto(path);
      const h2 = page.getByRole("main").getByRole("heading", { level: 2 });
      for (const { title } of sections)
        await expect(h2.filter({ hasText: new RegExp(`^${escapeRegExp(title)}$`) })).toHaveCount(1);
    });
  }

  test("incident response lists its stages in order and automation its workflow counts", async ({
    page,
  }) => {
    await page.goto("/platform/incident-response");
    const lifecycle = sectionOf("/platform/incident-response", "lifecycle");
    await expect(
      page.getByRole("region", { name: lifecycle.title }).getByRole("heading", { level: 3 }),
    ).toHaveText(lifecycle.stages.map((stage, index) => `Stage ${index + 1}: ${stage.title}`));
    await page.goto("/platform/automation");
    const workflows = sectionOf("/platform/automation", "workflow-status");
    const status = page.getByRole("region", { name: workflows.title }).getByRole("listitem");
    await expect(status).toHaveText(
      workflows.items.map(
        (item) => new RegExp(`^${workflowLook[item.state].label}${escapeRegExp(item.value)}`),
      ),
    );
  });
});
