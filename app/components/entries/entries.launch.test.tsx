/**
 * The launch entries' pages as the spec shows them (a case study's detection-rate result, the
 * March 7, 2024 webinar at 2:00 PM EST, the June 1, 2025 policy date), on the frozen launch
 * content (test/fixtures/content). The same pages for any entry are entries.test.tsx.
 */
import { render, screen, within } from "@testing-library/react";
import { claimRegister, entriesIn, siteEntries } from "~/content-layer/store";
import { describe, expect, it } from "vitest";
import { articleData } from "~/page-data/blog.server";
import { policyData, webinarData } from "~/page-data/entries.server";
import { entryData } from "~/page-data/collections.server";
import { CaseStudyPage } from "./case-study-page";
import { PolicyPage } from "./policy-page";
import { WebinarPage } from "./webinar-page";
import { entryAt } from "../../../test/content";

const allArticles = await entriesIn("articles");
const allPolicies = await siteEntries("policies");

describe("an article's page", () => {
  it("offers three related articles", async () => {
    for (const article of allArticles)
      expect((await articleData(article)).related, article.slug).toHaveLength(3);
  });
});

describe("a case study's page", () => {
  it("shows the results as the claims register states them, the story and the client's words", async () => {
    const data = await entryData(
      "case-studies",
      await entryAt("case-studies", "hospital-network-ransomware"),
    );
    render(<CaseStudyPage data={data} />);
    const results = screen.getByRole("region", { name: "Results" });
    const detection = claimRegister.claims.find((claim) => claim.key === "detection-rate");
    expect(results).toHaveTextContent(detection?.value ?? "missing");
    expect(screen.getByRole("heading", { level: 2, name: "The challenge" })).toBeInTheDocument();
    expect(screen.getByText(data.entry.quote.name)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "All case studies" })).toHaveAttribute(
      "href",
      "/resources/case-studies",
    );
  });
});

describe("a webinar's page", () => {
  it("gives the date and time with its zone, the agenda as clock times, and the calendar file", async () => {
    const data = await webinarData(await entryAt("webinars", "ai-powered-threat-detection"));
    render(<WebinarPage data={data} />);
    const details = screen.getByRole("complementary", { name: "Session details" });
    expect(details).toHaveTextContent("March 7, 2024");
    expect(details).toHaveTextContent("2:00 PM EST · 60 minutes");
    expect(details).toHaveTextContent(`${data.webinar.attendees} registered`);
    const agenda = within(screen.getByRole("region", { name: "Agenda" })).getAllByRole("listitem");
    expect(agenda[0]).toHaveTextContent("2:00 PM");
    expect(agenda[1]).toHaveTextContent("2:10 PM");
    const calendar = screen.getByRole("link", { name: "Add to calendar (.ics file)" });
    expect(calendar).toHaveAttribute("href", "/calendar/webinar-ai-powered-threat-detection.ics");
    expect(
      new URL(screen.getByRole("link", { name: "Register Now" }).getAttribute("href") ?? "")
        .protocol,
    ).toBe("mailto:");
  });
});

describe("a policy's page", () => {
  it("lists every clause in a numbered contents list that links to it", async () => {
    const policy = allPolicies.find((entry) => entry.slug === "privacy");
    render(<PolicyPage data={await policyData("/legal/privacy")} />);
    const clauses = policy?.toc.filter((entry) => entry.depth === 2) ?? [];
    const links = within(screen.getByRole("navigation", { name: "On this page" })).getAllByRole(
      "link",
    );
    expect(links.map((link) => link.getAttribute("href"))).toEqual(
      clauses.map((clause) => `#${clause.id}`),
    );
    expect(links[0]).toHaveTextContent(`1.${clauses[0]?.text}`);
    expect(screen.getByText(/^Last Updated:/)).toHaveTextContent("Last Updated: June 1, 2025");
  });
});
