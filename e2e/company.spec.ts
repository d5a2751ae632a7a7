import { expect, test } from "@playwright/test";
import { escapeRegExp, formPage, pageEntry, sectionOf, site } from "./support/content";
import { watchPage } from "./support/site";

const about = pageEntry("/company/about");
/** The about page's call to action that leads to the contact page, and its button. */
const workWithUs = about.sections.flatMap((section) =>
  section.type === "cta"
    ? section.actions
        .filter((action) => action.kind === "link" && action.to === formPage("contact"))
        .map((action) => ({ section, action }))
    : [],
)[0];

test.describe("about", () => {
  test("shows mission, values, team, recognition, milestones and global presence", async ({
    page,
  }) => {
    const watcher = watchPage(page);
    await page.goto("/company/about");
    const main = page.locator("main");
    for (const section of about.sections) {
      const heading = main.getByRole("heading", { level: 2, name: section.title, exact: true });
      await (section.type === "stats" && section.hideTitle
        ? expect(heading).toBeAttached()
        : expect(heading).toBeVisible());
    }
    const story = sectionOf("/company/about", "story");
    const mission = page.getByRole("region", { name: story.title });
    for (const fact of story.facts) await expect(mission).toContainText(fact.value);
    const values = sectionOf("/company/about", "features");
    await expect(
      page.getByRole("region", { name: values.title }).getByRole("heading", { level: 3 }),
    ).toHaveText(values.items.map((item) => item.title));
    const recognition = sectionOf("/company/about", "stats");
    for (const figure of recognition.items)
      await expect(page.getByRole("region", { name: recognition.title })).toContainText(
        figure.value,
      );
    const timeline = sectionOf("/company/about", "timeline");
    const milestones = page.getByRole("region", { name: timeline.title }).getByRole("listitem");
    await expect(milestones).toHaveCount(timeline.milestones.length);
    await expect(milestones.locator("time")).toHaveText(
      timeline.milestones.map((milestone) => milestone.year),
    );
    await expect(
      page
        .getByRole("region", { name: sectionOf("/company/about", "offices").title })
        .locator("address"),
    ).toHaveCount(site.offices.length);
    await page.waitForLoadState("networkidle");
    watcher.expectClean();
  });

  test("the call to action's Contact Us goes to the contact page", async ({ page }) => {
    if (!workWithUs)
      throw new Error(
        `content/pages/company/about.yaml has no call to action linking to ${formPage("contact")}`,
      );
    await page.goto("/company/about");
    await page
      .getByRole("region", { name: workWithUs.section.title })
      .getByRole("link", { name: workWithUs.action.label })
      .click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(formPage("contact"))}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      pageEntry(formPage("contact")).hero.title,
    );
  });

  test("/company renders the about page with its canonical URL", async ({ page }) => {
    await page.goto("/company");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.hero.title);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
      `${site.origin}/company/about`,
    );
  });
});

test.describe("clients and partners", () => {
  test("shows the clients, the partners with our own logos, and the figures", async ({ page }) => {
    const watcher = watchPage(page);
    await page.goto("/clients");
    const logos = pageEntry("/clients").sections.filter((section) => section.type === "logos");
    expect(logos.length).toBeGreaterThan(0);
    for (const section of logos) {
      const cards = page.getByRole("region", { name: section.title }).getByRole("listitem");
      await expect(cards).toHaveCount(section.items.length);
      for (const logo of await cards.locator("img").all()) {
        await logo.scrollIntoViewIfNeeded();
        await expect
          .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
      }
      if (section.note) await expect(page.getByRole("main")).toContainText(section.note);
    }
    const main = page.locator("main");
    for (const figure of sectionOf("/clients", "stats").items)
      await expect(main.getByText(figure.value, { exact: true }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    watcher.expectClean();
  });
});
