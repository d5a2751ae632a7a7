import { expect, test } from "@playwright/test";
import { escapeRegExp, formPage, pageEntry, pagesWith, sectionOf, site } from "./support/content";
import { watchPage } from "./support/site";

/** Whether a page's content shows a section of each of these types. */
const shows = (path: string, ...types: string[]) =>
  types.every((type) => pageEntry(path).sections.some((section) => section.type === type));

/** The about page, found by what it shows: the company's story with its values, recognition,
 * milestones and offices (whatever its address). */
const aboutPath = pagesWith("story").find(({ path }) =>
  shows(path, "features", "stats", "timeline", "offices"),
)?.path;
const about = aboutPath ? pageEntry(aboutPath) : undefined;
const noAbout = "no page shows the company's story with values, figures, milestones and offices";
/** A page telling the company's story whose call to action leads to the contact page, and its button. */
const workWithUs = pagesWith("cta", (section) =>
  section.actions.some((action) => action.kind === "link" && action.to === formPage("contact")),
)
  .filter(({ path }) => shows(path, "story"))
  .flatMap(({ path, section }) =>
    section.actions
      .filter((action) => action.kind === "link" && action.to === formPage("contact"))
      .map((action) => ({ path, section, action })),
  )[0];
/** The clients and partners page, found by what it shows: logos and figures. */
const clientsPath = pagesWith("logos").find(({ path }) => shows(path, "stats"))?.path;

test.describe("about", () => {
  test("shows mission, values, team, recognition, milestones and global presence", async ({
    page,
  }) => {
    test.skip(!about || !aboutPath, noAbout);
    if (!about || !aboutPath) return;
    const watcher = watchPage(page);
    await page.goto(aboutPath);
    const main = page.locator("main");
    for (const section of about.sections) {
      const heading = main.getByRole("heading", { level: 2, name: section.title, exact: true });
      await (section.type === "stats" && section.hideTitle
        ? expect(heading).toBeAttached()
        : expect(heading).toBeVisible());
    }
    const story = sectionOf(aboutPath, "story");
    const mission = page.getByRole("region", { name: story.title });
    for (const fact of story.facts) await expect(mission).toContainText(fact.value);
    const values = sectionOf(aboutPath, "features");
    await expect(
      page.getByRole("region", { name: values.title }).getByRole("heading", { level: 3 }),
    ).toHaveText(values.items.map((item) => item.title));
    const recognition = sectionOf(aboutPath, "stats");
    for (const figure of recognition.items)
      await expect(page.getByRole("region", { name: recognition.title })).toContainText(
        figure.value,
      );
    const timeline = sectionOf(aboutPath, "timeline");
    const milestones = page.getByRole("region", { name: timeline.title }).getByRole("listitem");
    await expect(milestones).toHaveCount(timeline.milestones.length);
    await expect(milestones.locator("time")).toHaveText(
      timeline.milestones.map((milestone) => milestone.year),
    );
    await expect(
      page.getByRole("region", { name: sectionOf(aboutPath, "offices").title }).locator("address"),
    ).toHaveCount(site.offices.length);
    await page.waitForLoadState("networkidle");
    watcher.expectClean();
  });

  test("the call to action's Contact Us goes to the contact page", async ({ page }) => {
    test.skip(
      !workWithUs,
      "no page telling the company's story has a call to action to the contact page",
    );
    if (!workWithUs) return;
    await page.goto(workWithUs.path);
    await page
      .getByRole("region", { name: workWithUs.section.title })
      .getByRole("link", { name: workWithUs.action.label })
      .click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(formPage("contact"))}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      pageEntry(formPage("contact")).hero.title,
    );
  });

  test("each other address of the about page renders it with its canonical URL", async ({
    page,
  }) => {
    test.skip(!about || !aboutPath, noAbout);
    test.skip(!about?.aliases?.length, "the about page has no other address");
    if (!about?.aliases || !aboutPath) return;
    for (const alias of about.aliases) {
      await page.goto(alias);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.hero.title);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
        `${site.origin}${aboutPath}`,
      );
    }
  });
});

test.describe("clients and partners", () => {
  test("shows the clients, the partners with our own logos, and the figures", async ({ page }) => {
    test.skip(!clientsPath, "no page shows client logos with figures");
    if (!clientsPath) return;
    const watcher = watchPage(page);
    await page.goto(clientsPath);
    const logos = pageEntry(clientsPath).sections.filter((section) => section.type === "logos");
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
    for (const figure of sectionOf(clientsPath, "stats").items)
      await expect(main.getByText(figure.value, { exact: true }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    watcher.expectClean();
  });
});
