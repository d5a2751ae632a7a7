import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Section, SectionOf } from "~/content/types";
import {
  Dashboard,
  Integrations,
  Lifecycle,
  StatCards,
  Teams,
  WorkflowStatus,
} from "./platform-sections";

/** Each component directly (the switch loads them lazily; its own test covers that). */
function renderSection(section: Section) {
  switch (section.type) {
    case "stat-cards":
      return render(<StatCards section={section} />);
    case "teams":
      return render(<Teams section={section} />);
    case "integrations":
      return render(<Integrations section={section} />);
    case "lifecycle":
      return render(<Lifecycle section={section} />);
    case "workflow-status":
      return render(<WorkflowStatus section={section} />);
    case "dashboard":
      return render(<Dashboard section={section} />);
    default:
      throw new Error(`not a platform section: ${section.type}`);
  }
}

const dashboard: SectionOf<"dashboard"> = {
  type: "dashboard",
  id: "dashboard",
  title: "Live threat dashboard",
  sampleLabel: "Sample data",
  stats: [{ title: "Active threats", value: "23", trend: "+4 today", status: "critical" }],
  feed: [
    {
      title: "Credential phishing wave",
      source: "Email telemetry",
      time: "5 min ago",
      severity: "high",
      type: "Phishing",
      details: "Lookalike login pages.",
    },
  ],
  aptGroups: [
    {
      group: "APT29",
      alias: "Cozy Bear",
      region: "Russia",
      lastSeen: "2 days ago",
      targets: ["Government"],
      ttps: ["T1566"],
      confidence: 92,
      flag: "RU",
    },
  ],
  hunts: [
    {
      name: "Kerberoasting sweep",
      status: "In Progress",
      progress: 65,
      findings: 3,
      type: "Identity",
      techniques: ["T1558.003"],
    },
  ],
  counters: [{ value: "1,284", label: "Attacks blocked today" }],
  alerts: [{ message: "Impossible travel sign-in blocked", status: "warning", time: "1 min ago" }],
};

describe("platform section components", () => {
  it("stat cards tell each status in words, not colour alone, and show the sample label", () => {
    renderSection({
      type: "stat-cards",
      title: "Threat snapshot",
      sampleLabel: "Sample data",
      items: [
        { title: "Critical threats", value: "3", trend: "+1 today", status: "critical" },
        { title: "Response time", value: "< 15 min", trend: "Within target", status: "improved" },
      ],
    });
    expect(screen.getByText("Sample data")).toBeInTheDocument();
    const card = screen
      .getByRole("heading", { name: "Critical threats" })
      .closest("div.rounded-card");
    expect(card).toHaveTextContent("Status: Critical");
    expect(card).toHaveTextContent("3");
    expect(
      screen.getByRole("heading", { name: "Response time" }).closest("div.rounded-card"),
    ).toHaveTextContent("Improved");
  });

  it("team panels link Learn More to their service pages", () => {
    renderSection({
      type: "teams",
      title: "Red team and blue team",
      items: [
        {
          icon: "target",
          side: "red",
          title: "Red Team",
          tagline: "Attack",
          description: "We attack.",
          points: ["Phishing"],
          action: { kind: "link", label: "Learn More", to: "/services/red-team" },
        },
        {
          icon: "shield",
          side: "blue",
          title: "Blue Team",
          tagline: "Defend",
          description: "We defend.",
          points: ["Hunting"],
          action: { kind: "link", label: "Learn More", to: "/services/blue-team" },
        },
      ],
    });
    expect(screen.getByRole("link", { name: "Learn More about Red Team" })).toHaveAttribute(
      "href",
      "/services/red-team",
    );
    expect(screen.getByRole("link", { name: "Learn More about Blue Team" })).toHaveAttribute(
      "href",
      "/services/blue-team",
    );
  });

  it("integrations show our own mark beside the category named in text", () => {
    const { container } = renderSection({
      type: "integrations",
      title: "Integrations",
      items: [{ mark: "siem", name: "SIEM", examples: "Splunk, Microsoft Sentinel" }],
    });
    expect(screen.getByRole("heading", { name: "SIEM" })).toBeInTheDocument();
    expect(container.querySelector("img")).toHaveAttribute("src", "/integrations/siem.svg");
  });

  it("lifecycle numbers its stages in order", () => {
    renderSection({
      type: "lifecycle",
      title: "Lifecycle",
      stages: [
        { title: "Preparation", description: "Ready.", activities: ["Playbooks"] },
        { title: "Identification", description: "Detect.", activities: ["Triage"] },
      ],
    });
    const stages = within(screen.getByRole("region", { name: "Lifecycle" })).getAllByRole(
      "heading",
      { level: 3 },
    );
    expect(stages.map((heading) => heading.textContent)).toEqual([
      "Stage 1: Preparation",
      "Stage 2: Identification",
    ]);
  });

  it("workflow status names each state beside its count", () => {
    renderSection({
      type: "workflow-status",
      title: "Workflow Status",
      items: [
        { state: "active", value: "150+", description: "Running." },
        { state: "paused", value: "10", description: "Held." },
      ],
    });
    const items = within(screen.getByRole("region", { name: "Workflow Status" })).getAllByRole(
      "listitem",
    );
    expect(items[0]).toHaveTextContent("Active150+ active workflows");
    expect(items[1]).toHaveTextContent("Paused10 paused workflows");
  });

  it("dashboard labels sample data, tells severity and status in words, and exposes hunt progress", () => {
    renderSection(dashboard);
    expect(screen.getByText("Sample data")).toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "Threat feed" })).getByText("High"),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "Recent alerts" })).getByText("Warning"),
    ).toBeInTheDocument();
    const progress = screen.getByRole("progressbar", { name: "Kerberoasting sweep" });
    expect(progress).toHaveAttribute("aria-valuenow", "65");
    expect(screen.getByRole("rowheader", { name: /APT29/ })).toHaveTextContent("aka Cozy Bear");
    expect(screen.getByText("RU")).toHaveAttribute("title", "Russia");
    expect(screen.getByText("Attacks blocked today").parentElement).toHaveTextContent("1,284");
  });
});
