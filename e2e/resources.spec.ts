import { type Locator, expect, test } from "@playwright/test";
import { filterDocs } from "../app/components/sections/docs-filter";
import { formatDate } from "../app/lib/format-date";
import { replayRequest } from "../app/lib/entry-actions";
import {
  allCaseStudies,
  caseStudiesByTitle,
  eventsByStart,
  listPage,
  pageEntry,
  pagesWith,
  sectionOf,
  site,
  webinarsByStart,
} from "./support/content";
import { entryButton } from "./support/mail";
import { watchPage } from "./support/site";
import type { SectionOf } from "../app/content/types";
import { entryFormPath } from "../app/route-table";

async function mail(link: Locator) {
  const url = new URL((await link.getAttribute("href")) ?? "");
  expect(url.protocol).toBe("mailto:");
  return { to: decodeURIComponent(url.pathname), subject: url.searchParams.get("subject") };
}

/** The mail buttons of a page's call to action, with the subject each composes. */
const mailActions = (path: string, id?: string) => mailsOf(sectionOf(path, "cta", id));
/** The mail buttons of a call to action, with the subject each composes. */
const mailsOf = (cta: SectionOf<"cta">) =>
  cta.actions.flatMap((action) =>
    action.kind === "mail" ? [{ ...action, subject: action.subject ?? site.inquirySubject }] : [],
  );

/** The documentation, found by what its page shows (whatever its address). */
const docsPage = pagesWith("docs")[0];
const noDocs = "no page on the site shows documentation";
const docs = docsPage?.section;
const topics = docs?.categories.flatMap((category) => category.topics) ?? [];
/** A topic that a search for its own title finds alone: the shortest such title. */
const uniqueTopic = [...topics]
  .sort((a, b) => a.title.length - b.title.length)
  .find(
    (topic) =>
      docs &&
      filterDocs(docs.categories, topic.title).flatMap((category) => category.topics).length === 1,
  );
/** A page with documentation whose call to action has mail buttons ("Need Help"). */
const docsHelp = pagesWith("cta", (section) =>
  section.actions.some((action) => action.kind === "mail"),
).find(({ path }) => pagesWith("docs").some((found) => found.path === path));
/** A topic well down the page, for the in-page links. */
const lastTopic = topics.at(-1);

test("resources: the library's cards lead to their pages, each event's Register Now names it", async ({
  page,
}) => {
  const watcher = watchPage(page);
  await page.goto("/resources");
  const library = sectionOf("/resources", "features");
  const region = page.getByRole("region", { name: library.title });
  for (const item of library.items)
    await expect(region.getByRole("link", { name: item.title })).toHaveAttribute(
      "href",
      item.href ?? "",
    );
  const events = page.getByRole("region", { name: sectionOf("/resources", "events").title });
  await expect(events.getByRole("heading", { level: 3 })).toHaveText(
    eventsByStart.map((event) => event.title),
  );
  const registers = events.getByRole("link", { name: "Register Now" });
  for (const [index, event] of eventsByStart.entries()) {
    // With a form service, Register Now opens the event's form; without one, it composes the mail.
    const registration = await entryButton(
      registers.nth(index),
      entryFormPath("event-register", event.slug),
    );
    if (!registration) continue;
    const { to, subject } = registration;
    expect(to).toBe(site.mailboxes.contact);
    expect(subject).toBe(
      `Register for ${event.title} (${formatDate(event.startDate, event.endDate)})`,
    );
  }
  for (const figure of sectionOf("/resources", "stats").items)
    await expect(page.getByText(figure.value, { exact: true }).first()).toBeVisible();
  const card = library.items.findLast((item) => item.href);
  if (!card?.href)
    throw new Error("content/pages/resources.yaml: the library has no card linking to a page");
  await region.getByRole("link", { name: card.title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageEntry(card.href).hero.title);
  watcher.expectClean();
});

test.describe("documentation", () => {
  test("typing narrows the category lists; a miss says so; a topic link lands on its passage", async ({
    page,
  }) => {
    test.skip(!docsPage || !docs, noDocs);
    if (!docsPage || !docs) return;
    if (!uniqueTopic || !lastTopic)
      throw new Error(
        `content/pages${docsPage.path}.yaml: no topic a search for its title finds alone`,
      );
    const watcher = watchPage(page);
    await page.goto(docsPage.path);
    const search = page.getByRole("searchbox", { name: "Search documentation" });
    await expect(search).toHaveAttribute("placeholder", docs.searchPrompt);
    const lists = page.getByRole("list", { name: / topics$/ });
    await expect(lists).toHaveCount(docs.categories.length);
    const browse = page.getByRole("region", { name: docs.title });
    for (const category of docs.categories)
      await expect(browse.getByRole("heading", { level: 3, name: category.title })).toBeVisible();

    await search.pressSequentially(uniqueTopic.title);
    await expect(lists).toHaveCount(1);
    await expect(lists.getByRole("link")).toHaveText([uniqueTopic.title]);
    await expect(page.getByRole("status")).toHaveText(`1 topic matches “${uniqueTopic.title}”.`);

    await search.fill("");
    await search.pressSequentially("zzqxjv quux");
    await expect(lists).toHaveCount(0);
    await expect(page.getByRole("status")).toContainText("No documentation matches “zzqxjv quux”");
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(lists).toHaveCount(docs.categories.length);

    await page.getByRole("link", { name: lastTopic.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${lastTopic.id}$`));
    await expect(page.locator(`[id="${lastTopic.id}"]`)).toBeInViewport();
    await expect(page.locator(`[id="${lastTopic.id}"]`)).toContainText(lastTopic.title);
    watcher.expectClean();
  });

  test("Need Help: its buttons compose mails that say what they are for", async ({ page }) => {
    test.skip(!docsHelp, "no page with documentation has a call to action with mail buttons");
    if (!docsHelp) return;
    await page.goto(docsHelp.path);
    const help = page.getByRole("region", { name: docsHelp.section.title });
    for (const action of mailsOf(docsHelp.section)) {
      expect(await mail(help.getByRole("link", { name: action.label }))).toEqual({
        to: site.mailboxes[action.mailbox],
        subject: action.subject,
      });
    }
  });
});

test("case studies: a card for each, Read Full Case Study leading to its own page", async ({
  page,
}) => {
  await page.goto(listPage("case-studies"));
  const cards = page
    .getByRole("region", { name: sectionOf(listPage("case-studies"), "case-studies").title })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3 }) });
  await expect(cards).toHaveCount(allCaseStudies.length);
  if (allCaseStudies.length === 0) return test.skip(true, "content/case-studies has no study");
  const card = cards.nth(Math.min(1, allCaseStudies.length - 1));
  const title = await card.getByRole("heading", { level: 3 }).textContent();
  const study = allCaseStudies.find((candidate) => candidate.title === title);
  if (!study) throw new Error(`no case study titled ${title}`);
  await card.getByRole("link", { name: "Read Full Case Study" }).click();
  await expect(page).toHaveURL(new RegExp(`/resources/case-studies/${study.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
  for (const part of study.toc.filter((entry) => entry.depth === 2)) {
    await expect(
      page.getByRole("heading", { level: 2, name: part.text, exact: true }),
    ).toBeVisible();
  }
});

test.describe("webinars", () => {
  test("every session with its date and count; Learn More opens the session; Register Now names each session", async ({
    page,
  }) => {
    await page.goto(listPage("webinars"));
    const sessions = page.getByRole("region", {
      name: sectionOf(listPage("webinars"), "webinars").title,
    });
    await expect(sessions.getByRole("heading", { level: 3 })).toHaveText(
      webinarsByStart.map((webinar) => webinar.title),
    );
    const registers = sessions.getByRole("link", { name: "Register Now" });
    await expect(registers).toHaveCount(webinarsByStart.length);
    if (webinarsByStart.length === 0) return test.skip(true, "content/webinars has no webinar");
    for (const [index, webinar] of webinarsByStart.entries()) {
      const card = sessions
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 3, name: webinar.title, exact: true }) });
      await expect(card).toContainText(`${webinar.attendees} registered`);
      await expect(card.locator("time")).toHaveText(webinar.date);
      const replay = await entryButton(
        registers.nth(index),
        entryFormPath("webinar-register", webinar.slug),
      );
      if (replay)
        expect(replay).toMatchObject({
          to: site.mailboxes.contact,
          subject: replayRequest(webinar).subject,
        });
    }

    const session = webinarsByStart[Math.min(1, webinarsByStart.length - 1)];
    await sessions.getByRole("link", { name: `Learn More about ${session?.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/resources/webinars/${session?.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(session?.title ?? "");
  });

  test("the call to action's buttons: a subscribe mail, and a link to the sessions", async ({
    page,
  }) => {
    await page.goto(listPage("webinars"));
    const cta = sectionOf(listPage("webinars"), "cta");
    const region = page.getByRole("region", { name: cta.title });
    for (const action of mailActions(listPage("webinars"))) {
      expect(await mail(region.getByRole("link", { name: action.label }))).toEqual({
        to: site.mailboxes[action.mailbox],
        subject: action.subject,
      });
    }
    const toSessions = cta.actions.find(
      (action) => action.kind === "link" && action.to.includes("#"),
    );
    if (toSessions?.kind !== "link") return;
    const anchor = toSessions.to.split("#")[1] ?? "";
    await region.getByRole("link", { name: toSessions.label }).click();
    await expect(page).toHaveURL(new RegExp(`#${anchor}$`));
    await expect(
      page.locator(`[id="${anchor}"]`).getByRole("heading", { level: 2 }).first(),
    ).toBeInViewport();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a case study still opens and every doc passage is in the page", async ({ page }) => {
    await page.goto(listPage("case-studies"));
    const [study] = caseStudiesByTitle;
    if (!study) return test.skip(true, "content/case-studies has no study");
    await page.getByText("Read Full Case Study").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
    for (const part of study.toc.filter((entry) => entry.depth === 2))
      await expect(
        page.getByRole("heading", { level: 2, name: part.text, exact: true }),
      ).toBeVisible();
    if (!docsPage) {
      test.info().annotations.push({ type: "skipped part", description: noDocs });
      return;
    }
    await page.goto(docsPage.path);
    for (const topic of topics)
      await expect(page.locator(`[id="${topic.id}"]`)).toContainText(topic.title);
  });
});
