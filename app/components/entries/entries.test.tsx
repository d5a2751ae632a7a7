/**
 * Entry pages (articles, case studies, webinars, policies) as visitors read them, for every entry
 * the content has. The launch entries' own dates and figures are entries.launch.test.tsx.
 */
import { render, screen, within } from "@testing-library/react";
import { entriesIn, siteEntries } from "~/content-layer/store";
import { describe, expect, it } from "vitest";
import { articleData } from "~/page-data/blog.server";
import { policyData, webinarData } from "~/page-data/entries.server";
import { cardsOf, entryData } from "~/page-data/collections.server";
import { formatDate } from "~/lib/format-date";
import { ArticlePage } from "./article-page";
import { CaseStudyPage } from "./case-study-page";
import { PolicyPage } from "./policy-page";
import { WebinarPage, agendaClock } from "./webinar-page";

const allArticles = await entriesIn("articles");
const allCaseStudies = await entriesIn("case-studies");
const allPolicies = await siteEntries("policies");
const allWebinars = await entriesIn("webinars");

// The blog's own order (articles of the same date included), as each entry's full record.
const newestFirst = (await cardsOf("articles")).flatMap(({ slug }) =>
  allArticles.filter((entry) => entry.slug === slug),
);

// Newer and older need two articles; with fewer, there is nothing to lead to.
describe.runIf(newestFirst.length >= 2)("an article's page", () => {
  const [newest, second] = newestFirst as [
    (typeof allArticles)[number],
    (typeof allArticles)[number],
  ];

  it("shows where it sits, its byline, illustration, linked headings, tags and author", async () => {
    render(<ArticlePage data={await articleData(second)} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(second.title);
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    expect(within(crumbs).getByText(second.title)).toHaveAttribute("aria-current", "page");
    expect(
      screen.getByRole("link", { name: new RegExp(`^Category:\\s*${second.category}$`, "i") }),
    ).toHaveAttribute("href", `/blog/category/${second.category}`);
    expect(screen.getByRole("region", { name: second.title })).toHaveTextContent(
      `By ${second.authorName}, ${second.authorRole}`,
    );
    expect(screen.getByRole("region", { name: second.title })).toHaveTextContent(
      `${second.readingMinutes} min read`,
    );
    // Within the article itself: a related card may show the same illustration (a copied article).
    const body = screen.getByRole("article", { name: second.title });
    expect(within(body).getByAltText(second.image.alt)).toHaveAttribute(
      "width",
      String(second.image.width),
    );
    // The first heading links to itself (cheap queries: role queries over a whole article are slow in jsdom).
    const [first] = second.toc;
    const heading = document.getElementById(first?.id ?? "");
    expect(heading?.tagName).toBe("H2");
    expect(heading?.querySelector(`a[href="#${first?.id}"]`)).toHaveTextContent(
      first?.text ?? "missing",
    );
    expect(
      within(screen.getByRole("list", { name: "Tags" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(second.tags);
    expect(screen.getByRole("complementary", { name: "About the author" })).toHaveTextContent(
      second.authorBio,
    );
  });

  it("leads to the newer and older articles and to related ones", async () => {
    const data = await articleData(second);
    render(<ArticlePage data={data} />);
    const around = screen.getByRole("navigation", { name: "More articles" });
    expect(within(around).getByRole("link", { name: /Newer article/ })).toHaveAttribute(
      "href",
      `/blog/${newest.slug}`,
    );
    const related = screen.getByRole("region", { name: "Related articles" });
    expect(
      within(related)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(data.related.map((card) => `/blog/${card.slug}`));
    expect(data.related.length).toBe(Math.min(3, allArticles.length - 1));
    expect(data.related.map((card) => card.slug)).not.toContain(second.slug);
  });

  it("the newest article has no newer one", async () => {
    render(<ArticlePage data={await articleData(newest)} />);
    expect(screen.queryByRole("link", { name: /Newer article/ })).toBeNull();
    expect(screen.getByRole("link", { name: /Older article/ })).toHaveAttribute(
      "href",
      `/blog/${second.slug}`,
    );
  });
});

describe("a case study's page", () => {
  it("shows the results as the claims register states them, the story and the client's words", async () => {
    for (const study of allCaseStudies) {
      const { slug } = study;
      const data = await entryData("case-studies", study);
      const { unmount } = render(<CaseStudyPage data={data} />);
      const results = screen.getByRole("region", { name: "Results" });
      for (const result of data.entry.results)
        expect(results, slug).toHaveTextContent(result.value);
      expect(screen.getByRole("heading", { level: 1 }), slug).toHaveTextContent(data.entry.title);
      expect(screen.getByText(data.entry.quote.name), slug).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "All case studies" })).toHaveAttribute(
        "href",
        "/resources/case-studies",
      );
      unmount();
    }
  });
});

describe("a webinar's page", () => {
  it("gives the date and time with its zone, the agenda as clock times, and the calendar file", async () => {
    for (const entry of allWebinars) {
      const { slug } = entry;
      const data = await webinarData(entry);
      const { webinar } = data;
      const { unmount } = render(<WebinarPage data={data} />);
      const details = screen.getByRole("complementary", { name: "Session details" });
      expect(details, slug).toHaveTextContent(webinar.date);
      expect(details, slug).toHaveTextContent(
        `${webinar.time} · ${webinar.durationMinutes} minutes`,
      );
      expect(details, slug).toHaveTextContent(`${webinar.attendees} registered`);
      const agenda = within(screen.getByRole("region", { name: "Agenda" })).getAllByRole(
        "listitem",
      );
      webinar.agenda.forEach((item, index) =>
        expect(agenda[index], slug).toHaveTextContent(
          agendaClock(webinar.start, item.time, webinar.timeZone),
        ),
      );
      const calendar = screen.getByRole("link", { name: "Add to calendar (.ics file)" });
      expect(calendar).toHaveAttribute("href", `/calendar/webinar-${slug}.ics`);
      expect(
        new URL(screen.getByRole("link", { name: "Register Now" }).getAttribute("href") ?? "")
          .protocol,
      ).toBe("mailto:");
      unmount();
    }
  });

  it("an agenda offset is counted from the start, in the session's time zone", () => {
    expect(agendaClock("2024-03-07T14:00:00-05:00", "1:05", "America/New_York")).toBe("3:05 PM");
    expect(agendaClock("2024-03-07T14:00:00-05:00", "0:30", "Europe/London")).toBe("7:30 PM");
  });
});

describe("a policy's page", () => {
  it("lists every clause in a numbered contents list that links to it, under its date", async () => {
    for (const policy of allPolicies) {
      const { unmount } = render(<PolicyPage data={await policyData(policy.path)} />);
      const clauses = policy.toc.filter((entry) => entry.depth === 2);
      const links = clauses.length
        ? within(screen.getByRole("navigation", { name: "On this page" })).getAllByRole("link")
        : [];
      expect(
        links.map((link) => link.getAttribute("href")),
        policy.slug,
      ).toEqual(clauses.map((clause) => `#${clause.id}`));
      if (clauses[0]) expect(links[0]).toHaveTextContent(`1.${clauses[0].text}`);
      expect(screen.getByText(/^Last Updated:/)).toHaveTextContent(
        `Last Updated: ${formatDate(policy.lastUpdated)}`,
      );
      unmount();
    }
  });
});
