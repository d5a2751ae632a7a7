import { expect, test } from "@playwright/test";
import { escapeRegExp, formPage, pageActions, pageEntry, sectionOf, site } from "./support/content";
import { watchPage } from "./support/site";

test.describe("services pages", () => {
  test("red team shows its methodology phases in order, with their activities", async ({
    page,
  }) => {
    const watcher = watchPage(page);
    await page.goto("/services/red-team");
    const section = sectionOf("/services/red-team", "methodology");
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

  test("red team: the buttons that lead to the contact page do", async ({ page }) => {
    const toContact = pageActions("/services/red-team").filter(
      (action) => action.kind === "link" && action.to === formPage("contact"),
    );
    expect(
      toContact.length,
      "content/pages/services/red-team.yaml links to the contact page",
    ).toBeGreaterThan(0);
    await page.goto("/services/red-team");
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
    await expect(page).toHaveURL(/\/company\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("our services lists its groups and a listed service opens its page", async ({ page }) => {
    await page.goto("/services");
    const section = sectionOf("/services", "service-groups");
    const groups = page
      .getByRole("region", { name: section.title })
      .getByRole("heading", { level: 3 });
    await expect(groups).toHaveText(section.groups.map((group) => group.title));
    const group = section.groups.find((candidate) =>
      candidate.services.some((service) => service.href),
    );
    const service = group?.services.find((candidate) => candidate.href);
    if (!group || !service?.href)
      throw new Error("content/pages/services.yaml: no listed service links to its page");
    await page
      .getByRole("list", { name: `${group.title} services` })
      .getByRole("link", { name: service.name })
      .click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(service.href)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      pageEntry(service.href).hero.title,
    );
  });

  test("incident response's emergency block composes an urgent mail to responders", async ({
    page,
  }) => {
    await page.goto("/services/incident-response");
    const section = sectionOf("/services/incident-response", "emergency-response");
    const block = page.getByRole("region", { name: section.title });
    await expect(block).toBeVisible();
    const report = section.actions.find((action) => action.kind === "mail");
    if (report?.kind !== "mail")
      throw new Error(
        "content/pages/services/incident-response.yaml: the emergency block has no mail button",
      );
    const href = await block.getByRole("link", { name: report.label }).getAttribute("href");
    expect(href).toMatch(new RegExp(`^mailto:${site.mailboxes[report.mailbox]}\\?`));
    expect(new URL(href ?? "").searchParams.get("subject")).toBe(
      report.subject ?? site.inquirySubject,
    );
    await expect(block.getByRole("heading", { name: section.stepsTitle })).toBeVisible();
    await expect(block.locator("ol > li")).toHaveCount(section.steps.length);
  });

  test("IT audit shows its frameworks and the figures on its capability cards", async ({
    page,
  }) => {
    await page.goto("/services/it-audit-compliance");
    const standards = sectionOf("/services/it-audit-compliance", "standards");
    const frameworks = page
      .getByRole("region", { name: standards.title })
      .getByRole("heading", { level: 3 });
    await expect(frameworks).toHaveText(standards.items.map((item) => item.name));
    const capabilities = sectionOf("/services/it-audit-compliance", "capabilities");
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
