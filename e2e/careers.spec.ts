import { type Locator, expect, test } from "@playwright/test";
import { applyAction } from "../app/lib/entry-actions";
import { employmentTypeLabel } from "../app/lib/jobs";
import {
  MAIL_FALLBACK_ONLY,
  escapeRegExp,
  formsDeliverOnline,
  jobsNewestFirst as jobs,
  listPage,
  pageEntry,
  sectionOf,
  site,
} from "./support/content";
import { entryButton, parseMailto, recordComposedMail } from "./support/mail";
import { entryFormPath } from "../app/route-table";

/** The page listing the jobs, wherever the editors put it. */
const careersPath = listPage("jobs");
const careers = pageEntry(careersPath);
const openings = sectionOf(careersPath, "jobs");
/** The call to action that sends a resume to the careers mailbox ("Don't See Your Role?" at launch). */
const resumeCta = careers.sections.flatMap((section) =>
  section.type === "cta"
    ? section.actions
        .filter((action) => action.kind === "mail" && action.mailbox === "careers")
        .map((action) => ({ section, action }))
    : [],
)[0];
/** The items of the list under a heading of the job's Markdown body. */
const listUnder = (html: string, heading: string) =>
  [...(html.split(heading)[1]?.split("<h2")[0] ?? "").matchAll(/<li>([^<]*)<\/li>/g)].map(
    ([, item]) => item ?? "",
  );
/** Apply Now without a form service: its label, and the subject naming the job (app/lib/entry-actions.ts). */
const apply = (job: (typeof jobs)[number]) => {
  const action = applyAction(job);
  return { label: action.label, subject: action.kind === "mail" ? action.subject : undefined };
};
/** HTML's escape of an apostrophe, as the Markdown renderer writes it. */
const asHtml = (text: string) => text.replace(/'/g, "&#x27;");

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("element has no box");
  return found;
}

test.describe("careers", () => {
  test("lists every opening newest first in two columns, each Apply Now composing a mail naming the job", async ({
    page,
  }) => {
    await page.goto(careersPath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(careers.hero.title);
    const cards = page.getByRole("region", { name: openings.title }).getByRole("listitem");
    await expect(cards).toHaveCount(jobs.length);
    for (const [index, job] of jobs.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(job.title);
      await expect(card).toContainText(job.department);
      await expect(card).toContainText(job.location.label);
      await expect(card).toContainText(employmentTypeLabel(job));
      const mail = await entryButton(
        card.getByRole("link", { name: `${apply(job).label}: ${job.title}` }),
        entryFormPath("apply", job.slug),
      );
      if (mail)
        expect(mail).toEqual({
          to: site.mailboxes.careers,
          subject: apply(job).subject,
          body: null,
        });
    }
    // Two columns: the second card beside the first, the third below them.
    const boxes = await Promise.all((await cards.all()).slice(0, 3).map(box));
    const [first, second, third] = boxes;
    if (first && second) expect(second.y).toBeCloseTo(first.y, 0);
    if (first && third) expect(third.y).toBeGreaterThan(first.y + first.height);
  });

  test("Apply Now opens the mail program with the job title in the subject", async ({ page }) => {
    test.skip(formsDeliverOnline, MAIL_FALLBACK_ONLY);
    const job = jobs.at(-1);
    if (!job) return test.skip(true, "content/jobs has no opening");
    const composed = recordComposedMail(page);
    await page.goto(careersPath);
    await page.getByRole("link", { name: `${apply(job).label}: ${job.title}` }).click();
    await expect.poll(() => composed.length).toBe(1);
    expect(composed[0]?.pathname).toBe(site.mailboxes.careers);
    expect(composed[0]?.searchParams.get("subject")).toBe(apply(job).subject);
    expect(apply(job).subject).toContain(job.title);
  });

  test("has the block for roles not listed, whose button sends a resume to the careers mailbox", async ({
    page,
  }) => {
    test.skip(formsDeliverOnline, MAIL_FALLBACK_ONLY);
    if (!resumeCta)
      throw new Error(
        `the page at ${careersPath} has no call to action mailing the careers mailbox`,
      );
    const { section, action } = resumeCta;
    await page.goto(careersPath);
    const block = page.getByRole("region", { name: section.title });
    await expect(block).toContainText(section.body);
    const resume = parseMailto(
      await block.getByRole("link", { name: action.label }).getAttribute("href"),
    );
    expect(resume.to).toBe(site.mailboxes.careers);
    expect(resume.subject).toBe(
      action.kind === "mail" ? (action.subject ?? site.inquirySubject) : null,
    );
  });

  test("cards fade in with a 0.1 s stagger", async ({ page }) => {
    test.skip(jobs.length === 0, "content/jobs has no opening");
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto(careersPath);
    const cards = page.locator("[data-job]");
    await expect(cards.first()).toHaveAttribute("data-reveal", "pending");
    // The spec's 0.1 s stagger: the first card at once, each next one 0.1 s later.
    const stagger = jobs.map((_, index) => (index === 0 ? "" : `${index / 10}s`));
    expect(
      await cards.evaluateAll((els) => els.map((el) => (el as HTMLElement).style.transitionDelay)),
    ).toEqual(stagger);
    await cards.last().scrollIntoViewIfNeeded();
    await expect(cards.last()).toHaveAttribute("data-reveal", "shown");
    await expect(cards.last()).toHaveCSS("opacity", "1");
  });

  test("cards do not animate under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto(careersPath);
    await page.waitForLoadState("networkidle");
    const cards = page.locator("[data-job]");
    for (const card of await cards.all()) {
      await expect(card).not.toHaveAttribute("data-reveal", /.*/);
      await expect(card).toHaveCSS("opacity", "1");
    }
  });

  test("stacks the cards in one column on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(careersPath);
    const cards = page.locator("[data-job]");
    const [first, second] = await Promise.all((await cards.all()).slice(0, 2).map(box));
    if (first && second) expect(second.y).toBeGreaterThan(first.y + first.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});

test.describe("job pages", () => {
  for (const job of jobs) {
    test(`${job.title} has its own page with the full posting and Apply Now`, async ({ page }) => {
      const response = await page.goto(`/company/careers/${job.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.title);
      await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(job.title)}`));
      const body = page.locator(".job-body");
      const headings = job.toc.filter((entry) => entry.depth === 2);
      expect(headings.length, "the role's description has its sections").toBeGreaterThan(0);
      for (const heading of headings)
        await expect(
          body.getByRole("heading", { level: 2, name: heading.text, exact: true }),
        ).toBeVisible();
      // The first list of the description (what the role does, at launch) is on the page.
      const [firstHeading] = headings;
      const items = firstHeading
        ? [
            ...listUnder(job.html, asHtml(firstHeading.text)),
            ...listUnder(job.html, firstHeading.text),
          ]
        : [];
      for (const item of items.slice(0, 1))
        await expect(body).toContainText(item.replace(/&#x27;/g, "'"));
      const summary = page.getByRole("complementary", { name: "Role summary" });
      await expect(summary).toContainText(job.department);
      await expect(summary).toContainText(job.location.label);
      const mail = await entryButton(
        summary.getByRole("link", { name: new RegExp(apply(job).label) }),
        entryFormPath("apply", job.slug),
      );
      if (mail) expect(mail.subject).toBe(apply(job).subject);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
        `${site.origin}/company/careers/${job.slug}`,
      );
    });
  }

  test("each card links to its job page and back", async ({ page }) => {
    const job = jobs.at(-1);
    if (!job) return test.skip(true, "content/jobs has no opening");
    await page.goto(careersPath);
    // The card fades in as it scrolls into view: clicked once it has stopped moving.
    const card = page.locator(`[data-job="${job.slug}"]`);
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveCSS("opacity", "1");
    await page.getByRole("link", { name: `Role details: ${job.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/company/careers/${job.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.title);
    await page
      .getByRole("complementary", { name: "Role summary" })
      .getByRole("link", { name: "All open positions" })
      .click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(careersPath)}$`));
  });
});
