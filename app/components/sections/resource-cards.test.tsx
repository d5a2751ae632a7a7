import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { renderWithRouter } from "../../../test/render";
import { CaseStudyList } from "./case-study-list";
import { EventsList } from "./events-list";
import { LegalDocument } from "./legal-document";
import { WebinarList } from "./webinar-list";

const hrefOf = (link: HTMLElement | undefined) => new URL(link?.getAttribute("href") ?? "");
const subjectOf = (link: HTMLElement | undefined) => hrefOf(link).searchParams.get("subject");

describe("events", () => {
  it("shows each event's date, type and place, and Register Now names the event", () => {
    renderWithRouter(
      <EventsList section={{ type: "events", title: "Upcoming Events", items: [
        { title: "Zero Trust Workshop", slug: "zt", startDate: "2027-04-21", type: "Workshop", location: { kind: "online", name: "Online" }, description: "Hands-on." },
        { title: "Briefing", slug: "br", startDate: "2027-03-16", endDate: "2027-03-17", type: "Conference", location: { kind: "venue", name: "HQ", city: "San Francisco", country: "United States" }, description: "Two days." },
      ] }} />,
    );
    expect(screen.getByText("April 21, 2027").closest("time")).toHaveAttribute("dateTime", "2027-04-21");
    expect(screen.getByText("HQ, San Francisco, United States")).toBeInTheDocument();
    const [first, second] = screen.getAllByRole("link", { name: "Register Now" });
    expect(first).toHaveAccessibleDescription("Zero Trust Workshop");
    expect(hrefOf(first).pathname).toBe(site.mailboxes.contact);
    expect(subjectOf(first)).toBe("Register for Zero Trust Workshop (April 21, 2027)");
    expect(subjectOf(second)).toBe("Register for Briefing (March 16 – 17, 2027)");
  });
});

describe("case studies", () => {
  it("keeps the full study in the page and opens it in place", async () => {
    renderWithRouter(
      <CaseStudyList section={{ type: "case-studies", title: "Client results", items: [
        { slug: "bank", title: "A bank goes 24/7", company: "Norrane Bank (sample)", industry: "Financial Services", summary: "Summary.", results: [{ label: "Risk reduction", value: "85%" }], challenge: "The challenge text.", approach: "The approach text.", outcome: "The outcome text." },
      ] }} />,
    );
    const details = screen.getByText("The approach text.").closest("details");
    if (!details) throw new Error("the full study is not in a disclosure");
    expect(details.open).toBe(false);
    await userEvent.click(within(details).getByText("Read Full Case Study"));
    expect(details.open).toBe(true);
    expect(within(details).getAllByRole("heading", { level: 4 }).map((h) => h.textContent)).toEqual(["Challenge", "Approach", "Results"]);
    expect(screen.getByText("Risk reduction").parentElement).toHaveTextContent("85%");
  });
});

describe("webinars", () => {
  it("shows date, time, speaker and registered count; Register Now asks for the replay by name", () => {
    renderWithRouter(
      <WebinarList section={{ type: "webinars", title: "Past webinars", items: [
        { title: "Zero Trust Architecture", slug: "zt", description: "A roadmap.", startDate: "2024-03-14T14:00:00-04:00", durationMinutes: 60, date: "March 14, 2024", time: "2:00 PM EDT", speaker: "Daniel Reyes", role: "Architect", attendees: 180 },
      ] }} />,
    );
    expect(screen.getByText("180 registered")).toBeInTheDocument();
    expect(screen.getByText("March 14, 2024").closest("time")).toHaveAttribute("dateTime", "2024-03-14T14:00:00-04:00");
    expect(screen.getByText("Daniel Reyes, Architect")).toBeInTheDocument();
    expect(screen.getByText("A roadmap.").closest("details")).not.toBeNull();
    expect(subjectOf(screen.getByRole("link", { name: "Register Now" }))).toBe("Register for the on-demand replay: Zero Trust Architecture (March 14, 2024)");
  });
});

describe("legal document", () => {
  it("shows the date, a numbered table of contents linking every clause, and the contact block", () => {
    renderWithRouter(
      <LegalDocument section={{ type: "legal", id: "policy", title: "Contents", lastUpdated: { iso: "2025-06-01", label: "June 1, 2025" }, clauses: [
        { id: "intro", title: "Introduction", blocks: [{ kind: "p", text: "We respect your privacy." }] },
        { id: "rights", title: "Your Rights", blocks: [{ kind: "list", items: [{ term: "Access", text: "get a copy." }] }], subsections: [{ id: "more", title: "More", blocks: [{ kind: "p", text: "Sub." }] }] },
        { id: "contact", title: "Contact Us", blocks: [{ kind: "contact", offices: [{ label: "USA office", lines: ["1 Main St", "Springfield"] }], email: site.mailboxes.privacy }, { kind: "links", items: [{ label: "Chrome", href: "https://support.google.com/chrome/answer/95647" }, { label: "Cookie Policy", href: "/legal/cookies" }] }] },
      ] }} />,
    );
    expect(screen.getByText(/Last Updated:/)).toHaveTextContent("Last Updated: June 1, 2025");
    const toc = screen.getByRole("navigation", { name: "On this page" });
    expect(within(toc).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["#intro", "#rights", "#contact"]);
    expect(screen.getByRole("heading", { level: 2, name: "2. Your Rights" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "2.1 More" })).toBeInTheDocument();
    expect(screen.getByText("1 Main St").closest("address")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: site.mailboxes.privacy })).toHaveAttribute("href", `mailto:${site.mailboxes.privacy}`);
    expect(screen.getByRole("link", { name: /Chrome/ })).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute("href", "/legal/cookies");
  });
});
