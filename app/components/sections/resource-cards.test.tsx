import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { EventsList, WebinarList } from "./resource-cards";
import { CaseStudyList } from "~/components/entries/case-study-page";

const hrefOf = (link: HTMLElement | undefined) => new URL(link?.getAttribute("href") ?? "");
const subjectOf = (link: HTMLElement | undefined) => hrefOf(link).searchParams.get("subject");

describe("events", () => {
  it("shows each event's date, type and place, and Register Now names the event", () => {
    render(
      <EventsList
        section={{ type: "events", title: "Upcoming Events" }}
        events={[
          {
            title: "Zero Trust Workshop",
            slug: "zt",
            startDate: "2027-04-21",
            type: "Workshop",
            location: { kind: "online", name: "Online" },
            description: "Hands-on.",
          },
          {
            title: "Briefing",
            slug: "br",
            startDate: "2027-03-16",
            endDate: "2027-03-17",
            type: "Conference",
            location: {
              kind: "venue",
              name: "HQ",
              city: "San Francisco",
              country: "United States",
            },
            description: "Two days.",
          },
        ]}
      />,
    );
    expect(screen.getByText("April 21, 2027").closest("time")).toHaveAttribute(
      "dateTime",
      "2027-04-21",
    );
    expect(screen.getByText("HQ, San Francisco, United States")).toBeInTheDocument();
    const [first, second] = screen.getAllByRole("link", { name: "Register Now" });
    expect(first).toHaveAccessibleDescription("Zero Trust Workshop");
    expect(hrefOf(first).pathname).toBe(site.mailboxes.contact);
    expect(subjectOf(first)).toBe("Register for Zero Trust Workshop (April 21, 2027)");
    expect(subjectOf(second)).toBe("Register for Briefing (March 16 – 17, 2027)");
    const calendars = screen.getAllByRole("link", { name: "Add to calendar (.ics file)" });
    expect(calendars.map((link) => link.getAttribute("href"))).toEqual([
      "/calendar/event-zt.ics",
      "/calendar/event-br.ics",
    ]);
    expect(calendars[0]).toHaveAttribute("download");
  });
});

describe("case studies", () => {
  it("shows each study's results and leads to its own page", () => {
    render(
      <CaseStudyList
        section={{ type: "case-studies", title: "Client results" }}
        studies={[
          {
            slug: "bank",
            title: "A bank goes 24/7",
            company: "Norrane Bank (sample)",
            industry: "Financial Services",
            summary: "Summary.",
            results: [{ label: "Risk reduction", value: "85%" }],
            quote: { text: "Good.", name: "A. Person", role: "CISO" },
            readingMinutes: 2,
          },
        ]}
      />,
    );
    expect(screen.getByText("Risk reduction").parentElement).toHaveTextContent("85%");
    const read = screen.getByRole("link", { name: "Read Full Case Study" });
    expect(read).toHaveAttribute("href", "/resources/case-studies/bank");
    expect(read).toHaveAccessibleDescription("A bank goes 24/7");
  });
});

describe("webinars", () => {
  it("shows date, time, speaker and registered count; Register Now asks for the replay by name", () => {
    render(
      <WebinarList
        section={{ type: "webinars", title: "Past webinars" }}
        webinars={[
          {
            title: "Zero Trust Architecture",
            slug: "zt",
            summary: "A roadmap.",
            start: "2024-03-14T18:00:00Z",
            timeZone: "America/New_York",
            durationMinutes: 60,
            date: "March 14, 2024",
            time: "2:00 PM EDT",
            speaker: "Daniel Reyes",
            role: "Architect",
            attendees: 180,
            agenda: [{ time: "0:00", title: "Welcome" }],
            readingMinutes: 1,
          },
        ]}
      />,
    );
    expect(screen.getByText("180 registered")).toBeInTheDocument();
    expect(screen.getByText("March 14, 2024").closest("time")).toHaveAttribute(
      "dateTime",
      "2024-03-14T18:00:00Z",
    );
    expect(screen.getByText("Daniel Reyes, Architect")).toBeInTheDocument();
    expect(screen.getByText("A roadmap.")).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Learn More about Zero Trust Architecture" }),
    ).toHaveAttribute("href", "/resources/webinars/zt");
    expect(subjectOf(screen.getByRole("link", { name: "Register Now" }))).toBe(
      "Register for the on-demand replay: Zero Trust Architecture (March 14, 2024)",
    );
  });
});
