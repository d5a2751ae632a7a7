import { expect, test } from "@playwright/test";
import {
  allPages,
  escapeRegExp,
  isPage,
  formPage,
  pageActions,
  pageEntry,
  pageShowing,
  pagesWith,
  site,
} from "./support/content";
import { watchPage } from "./support/site";

/** A button leading to the page showing the contact form. */
const leadsToContact = (action: ReturnType<typeof pageActions>[number]) =>
  action.kind === "link" && action.to === formPage("contact");
/** The first page (by address) with buttons leading to the contact page, found by the buttons it shows. */
const contacting = [...allPages]
  .sort((a, b) => a.path.localeCompare(b.path))
  .find(({ path }) => pageActions(path).some(leadsToContact));

/** The first page showing standards next to capability cards, some of which carry figures. */
const audited = pagesWith("standards").flatMap(({ path, section }) => {
  const capabilities = pageEntry(path).sections.find(
    (candidate) =>
      candidate.type === "capabilities" && candidate.items.some((item) => item.figures?.length),
  );
  return capabilities?.type === "capabilities" ? [{ path, standards: section, capabilities }] : [];
})[0];

test.describe("services pages", () => {
  test("the methodology shows its phases in order, with their activities", async ({ page }) => {
    const { path, section } = pageShowing("methodology");
    const watcher = watchPage(page);
    await page.goto(path);
    const methodology = page.getByRole("region", { name: section.title });
    const phases = methodology.getByRole("heading", { level: 3 });
    await expect(phases).toHaveText(section.phases.map((phase) => phase.phase));
    for (const phase of [section.phases[0], section.phases.at(-1)]) {
      const heading = phases.filter({ hasText: phase?.phase });
      await heading.scrollIntoViewIfNeeded();
      await expect(heading).toBeVisible();
    }
    const activity = section.phases.at(-1)?.activities[0] ?? "";
    await expect(methodology.getByText(activity)).toBeVisible();
    await page.waitForLoadState("networkidle");
    watcher.expectClean();
  });

  test("the buttons that lead to the contact page do", async ({ page }) => {
    test.skip(!contacting, "no page has a button leading to the contact page");
    if (!contacting) return;
    const { path } = contacting;
    const toContact = pageActions(path).filter(leadsToContact);
    expect(toContact.length, `${path} links to the contact page`).toBeGreaterThan(0);
    await page.goto(path);
    for (const label of new Set(toContact.map((action) => action.label))) {
      const links = page.getByRole("main").getByRole("link", { name: label, exact: true });
      await expect(links).toHaveCount(toContact.filter((action) => action.label === label).length);
      for (const link of await links.all())
        await expect(link).toHaveAttribute("href", formPage("contact"));
    }
    await page
      .getByRole("main")
      .getByRole("link", { name: toContact[0]?.label, exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(formPage("contact"))}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the service groups list their groups and a listed service opens its page", async ({
    page,
  }) => {
    const found = pagesWith("service-groups", (groups) =>
      groups.groups.some((group) => group.services.some((service) => isPage(service.href))),
    )[0];
    test.skip(!found, "no page lists service groups with a service that opens a page of the site");
    if (!found) return;
    const { path, section } = found;
    await page.goto(path);
    const groups = page
      .getByRole("region", { name: section.title })
      .getByRole("heading", { level: 3 });
    await expect(groups).toHaveText(section.groups.map((group) => group.title));
    const group = section.groups.find((candidate) =>
      candidate.services.some((service) => isPage(service.href)),
    );
    const service = group?.services.find((candidate) => isPage(candidate.href));
    if (!group || !service?.href)
      throw new Error("unreachable: the groups were picked for a service opening a page");
    await page
      .getByRole("list", { name: `${group.title} services` })
      .getByRole("link", { name: service.name })
      .click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(service.href)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      pageEntry(service.href).hero.title,
    );
  });

  test("the emergency block composes an urgent mail to responders", async ({ page }) => {
    const { path, section } = pageShowing("emergency-response", (block) =>
      block.actions.some((action) => action.kind === "mail"),
    );
    await page.goto(path);
    const block = page.getByRole("region", { name: section.title });
    await expect(block).toBeVisible();
    const report = section.actions.find((action) => action.kind === "mail");
    if (report?.kind !== "mail")
      throw new Error("unreachable: the block was picked for its mail button");
    const href = await block.getByRole("link", { name: report.label }).getAttribute("href");
    expect(href).toMatch(new RegExp(`^mailto:${site.mailboxes[report.mailbox]}\\?`));
    expect(new URL(href ?? "").searchParams.get("subject")).toBe(
      report.subject ?? site.inquirySubject,
    );
    await expect(block.getByRole("heading", { name: section.stepsTitle })).toBeVisible();
    await expect(block.locator("ol > li")).toHaveCount(section.steps.length);
  });

  test("a page naming its frameworks shows them, and the figures on its capability cards", async ({
    page,
  }) => {
    test.skip(!audited, "no page shows standards next to capability cards with figures");
    if (!audited) return;
    const { path, standards, capabilities } = audited;
    await page.goto(path);
    const frameworks = page
      .getByRole("region", { name: standards.title })
      .getByRole("heading", { level: 3 });
    await expect(frameworks).toHaveText(standards.items.map((item) => item.name));
    const region = page.getByRole("region", { name: capabilities.title });
    for (const item of capabilities.items) {
      const card = region
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 3, name: item.title, exact: true }) });
      for (const figure of item.figures ?? [])
        await expect(card.getByText(figure.label, { exact: true }).locator("..")).toContainText(
          figure.value,
        );
    }
  });
});
