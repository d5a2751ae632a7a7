import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Section } from "~/content/types";
import { site } from "~/content/site";
import { PageSections } from "./page-sections";
import {
  EmergencyResponse,
  IndustryCards,
  MethodologyPhases,
  ServiceGroups,
  StandardCards,
} from "./services-solutions-sections";

/** Renders a section through its own component (the switch loads these lazily; see the last test). */
function renderSection(section: Section) {
  switch (section.type) {
    case "service-groups":
      return render(<ServiceGroups section={section} />);
    case "methodology":
      return render(<MethodologyPhases section={section} />);
    case "standards":
      return render(<StandardCards section={section} />);
    case "emergency-response":
      return render(<EmergencyResponse section={section} />);
    case "industry-cards":
      return render(<IndustryCards section={section} />);
    default:
      throw new Error(`not a services or solutions section: ${section.type}`);
  }
}

describe("service and solution section components", () => {
  it("service groups list each group's services, linking those that have a page", () => {
    renderSection({
      type: "service-groups",
      id: "groups",
      title: "Our Services",
      groups: [
        {
          icon: "target",
          title: "Assessment",
          description: "Find the gaps.",
          services: [
            { name: "Red Team Operations", href: "/services/red-team" },
            { name: "Vulnerability Assessment" },
          ],
        },
        {
          icon: "graduation",
          title: "Training",
          description: "Build skills.",
          services: [{ name: "Security Awareness Training" }],
          action: {
            kind: "mail",
            label: "Ask about training",
            mailbox: "contact",
            subject: "Security training enquiry",
          },
        },
      ],
    });
    const assessment = screen.getByRole("list", { name: "Assessment services" });
    expect(within(assessment).getAllByRole("listitem")).toHaveLength(2);
    expect(within(assessment).getByRole("link", { name: "Red Team Operations" })).toHaveAttribute(
      "href",
      "/services/red-team",
    );
    expect(within(assessment).queryByRole("link", { name: "Vulnerability Assessment" })).toBeNull();
    expect(screen.getByRole("link", { name: "Ask about training" })).toHaveAttribute(
      "href",
      `mailto:${site.mailboxes.contact}?subject=Security%20training%20enquiry`,
    );
  });

  it("methodology shows the phases in order, each with its activities", () => {
    renderSection({
      type: "methodology",
      id: "methodology",
      title: "Our Methodology",
      phases: [
        {
          phase: "Reconnaissance",
          description: "Map the target.",
          activities: ["OSINT", "Staff profiling"],
        },
        { phase: "Scanning", description: "Probe the surface.", activities: ["Port scans"] },
      ],
    });
    const phases = within(screen.getByRole("region", { name: "Our Methodology" })).getAllByRole(
      "heading",
      { level: 3 },
    );
    expect(phases.map((heading) => heading.textContent)).toEqual(["Reconnaissance", "Scanning"]);
    const first = phases[0]?.closest("li");
    if (!first) throw new Error("phase card missing");
    expect(first).toHaveTextContent("Phase 1");
    expect(within(first).getByText("Staff profiling")).toBeInTheDocument();
    expect(first.parentElement?.tagName).toBe("OL");
  });

  it("standard cards show each standard's short and full name with its points", () => {
    renderSection({
      type: "standards",
      title: "Frameworks",
      items: [
        {
          name: "SOC 2",
          fullName: "AICPA Trust Services Criteria",
          description: "Attestation.",
          points: ["Type II readiness"],
        },
      ],
    });
    const card = screen.getByRole("heading", { level: 3, name: "SOC 2" }).closest("li");
    if (!card) throw new Error("card missing");
    expect(card).toHaveTextContent("AICPA Trust Services Criteria");
    expect(within(card).getByText("Type II readiness")).toBeInTheDocument();
  });

  it("emergency response gives an urgent mail link and an ordered first hour", () => {
    renderSection({
      type: "emergency-response",
      id: "emergency",
      eyebrow: "24/7 emergency response",
      title: "Under attack right now?",
      body: "Mail our responders.",
      actions: [
        {
          kind: "mail",
          label: "Report an incident now",
          mailbox: "security",
          subject: "URGENT: security incident",
        },
      ],
      notes: ["Include a phone number."],
      stepsTitle: "Your first hour",
      steps: [
        { time: "0-15 min", title: "Acknowledged", description: "A responder replies." },
        { time: "15-30 min", title: "Triage", description: "We scope it." },
      ],
    });
    expect(
      screen.getByRole("heading", { level: 2, name: "Under attack right now?" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Report an incident now" })).toHaveAttribute(
      "href",
      `mailto:${site.mailboxes.security}?subject=URGENT%3A%20security%20incident`,
    );
    const steps = screen.getByRole("heading", { name: "Your first hour" }).nextElementSibling;
    if (!(steps instanceof HTMLElement)) throw new Error("steps missing");
    expect(steps.tagName).toBe("OL");
    expect(within(steps).getAllByRole("listitem")).toHaveLength(2);
  });

  it("industry cards name their regulations and Learn More leads to the industry page", () => {
    renderSection({
      type: "industry-cards",
      title: "Industries",
      items: [
        {
          icon: "heart-pulse",
          title: "Healthcare",
          description: "Patient data.",
          regulations: ["HIPAA"],
          href: "/solutions/healthcare",
        },
      ],
    });
    expect(screen.getByRole("link", { name: "Learn More about Healthcare" })).toHaveAttribute(
      "href",
      "/solutions/healthcare",
    );
    expect(
      within(screen.getByRole("list", { name: "Key regulations" })).getByText("HIPAA"),
    ).toBeInTheDocument();
  });

  it("the section switch renders each of these types", async () => {
    render(
      <PageSections
        sections={[
          { type: "service-groups", title: "Our Services", groups: [] },
          { type: "methodology", title: "Our Methodology", phases: [] },
          { type: "standards", title: "Frameworks", items: [] },
          { type: "industry-cards", title: "Industries", items: [] },
          {
            type: "emergency-response",
            eyebrow: "24/7",
            title: "Under attack?",
            body: "Mail us.",
            actions: [],
            notes: [],
            stepsTitle: "First hour",
            steps: [],
          },
        ]}
      />,
    );
    for (const name of [
      "Our Services",
      "Our Methodology",
      "Frameworks",
      "Industries",
      "Under attack?",
    ]) {
      expect(await screen.findByRole("heading", { level: 2, name })).toBeInTheDocument();
    }
  });
});
