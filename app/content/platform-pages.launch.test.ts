/**
 * The spec's home, platform and product pages as they launched (their cards, figures, stages and
 * dashboards), proven on the frozen launch content (test/fixtures/content). What every page needs
 * whatever its content is pages.test.ts.
 */
import { describe, expect, it } from "vitest";
import { livePages } from "../content-layer/addresses";

const isRoutePath = (path: string) => livePages().some((page) => page.path === path);
import type { Action, Page, Section } from "./types";
import { pageAt } from "../../test/content";
const home = pageAt("/");
const aiSecurity = pageAt("/platform/ai-security");
const analytics = pageAt("/platform/analytics");
const automation = pageAt("/platform/automation");
const compliance = pageAt("/platform/compliance");
const platform = pageAt("/platform");
const incidentResponse = pageAt("/platform/incident-response");
const monitoring = pageAt("/platform/monitoring");
const threatIntelligence = pageAt("/platform/threat-intelligence");
const products = pageAt("/products");

type Of<T extends Section["type"]> = Extract<Section, { type: T }>;

function section<T extends Section["type"]>(page: Page, type: T, title?: RegExp): Of<T> {
  const found = page.sections.find(
    (candidate): candidate is Of<T> =>
      candidate.type === type && (!title || title.test(candidate.title)),
  );
  if (!found) throw new Error(`${page.path}: no ${type} section${title ? ` titled ${title}` : ""}`);
  return found;
}

const titles = (page: Page) => page.sections.map((candidate) => candidate.title);
const pages: Page[] = [
  home,
  platform,
  products,
  aiSecurity,
  monitoring,
  incidentResponse,
  analytics,
  threatIntelligence,
  automation,
  compliance,
];

/** Spec section 9: the only claim figures these pages may make. */
const claimFigures = new Set([
  "99.9%",
  "99.99%",
  "95%",
  "85%",
  "60%",
  "75%",
  "30-60%",
  "99%",
  "98%",
  "200+",
  "1000+",
  "500+",
  "100+",
  "50+",
  "150+",
  "15+",
  "10",
  "24/7",
  "< 15 min",
]);

function figuresIn(text: string): string[] {
  return [...text.matchAll(/\d[\d.,]*(?:-\d+)?(?:%|\+)|< ?\d+ min/g)].map(([match]) => match);
}

describe("home, platform and product pages", () => {
  it("claim only spec section 9 figures outside the sections marked as sample data", () => {
    for (const page of pages) {
      const claims = page.sections.filter(
        (candidate) =>
          candidate.type !== "dashboard" &&
          !(candidate.type === "stat-cards" && candidate.sampleLabel),
      );
      const text = JSON.stringify([page.hero, page.meta, claims]);
      for (const figure of figuresIn(text))
        expect(claimFigures, `${page.path}: ${figure}`).toContain(figure);
      for (const candidate of page.sections) {
        if (candidate.type === "capabilities" || candidate.type === "workflow-status") {
          const values =
            candidate.type === "capabilities"
              ? candidate.items.flatMap((item) => item.figures ?? []).map((figure) => figure.value)
              : candidate.items.map((item) => item.value);
          for (const value of values)
            expect(claimFigures, `${page.path}: ${value}`).toContain(value);
        }
      }
    }
  });

  it("home has three feature cards, eight solution cards on real routes, four stat cards and the red and blue team links", () => {
    expect(section(home, "features", /service/i).items).toHaveLength(3);
    const solutions = section(home, "features", /solutions/i).items;
    expect(solutions).toHaveLength(8);
    for (const card of solutions)
      expect(card.href && isRoutePath(card.href), card.title).toBe(true);
    const stats = section(home, "stat-cards");
    expect(stats.sampleLabel).toBeTruthy();
    expect(stats.items).toHaveLength(4);
    expect(stats.items.map((item) => item.status).sort()).toEqual([
      "critical",
      "improved",
      "normal",
      "warning",
    ]);
    for (const item of stats.items)
      expect([item.title, item.value, item.trend].every(Boolean)).toBe(true);
    const teams = section(home, "teams").items.map((item) => [item.title, item.action]);
    expect(teams).toEqual([
      [
        "Red Team",
        expect.objectContaining({ kind: "link", label: "Learn More", to: "/services/red-team" }),
      ],
      [
        "Blue Team",
        expect.objectContaining({ kind: "link", label: "Learn More", to: "/services/blue-team" }),
      ],
    ]);
    expect(section(home, "stats").items.map((item) => item.value)).toEqual(
      expect.arrayContaining([
        "500+",
        "99.9%",
        "< 15 min",
        "24/7",
        "200+",
        "100+",
        "50+",
        "99.99%",
      ]),
    );
  });

  it("/platform has key features, capabilities, integration marks and Get Started, Schedule Demo and Contact Sales mails", () => {
    expect(section(platform, "features", /key features/i).items.length).toBeGreaterThanOrEqual(6);
    expect(section(platform, "capabilities").items.length).toBeGreaterThanOrEqual(4);
    const integrations = section(platform, "integrations").items;
    expect(integrations.map((item) => item.name)).toEqual(
      expect.arrayContaining(["SIEM", "EDR / XDR", "Cloud (AWS/Azure/GCP)", "Ticketing"]),
    );
    const actions = section(platform, "cta").actions;
    expect(actions.map((action) => action.label)).toEqual([
      "Get Started",
      "Schedule Demo",
      "Contact Sales",
    ]);
    for (const action of actions as Action[]) {
      expect(action.kind).toBe("mail");
      if (action.kind === "mail")
        expect(action.subject).toMatch(
          new RegExp(
            action.label === "Contact Sales"
              ? "Sales"
              : action.label === "Get Started"
                ? "Get started"
                : "demo",
          ),
        );
    }
  });

  it("/products shows the sample dashboard with every field and value the spec lists, and four feature cards", () => {
    const dashboard = section(products, "dashboard");
    expect(dashboard.sampleLabel).toMatch(/sample/i);
    expect(dashboard.stats.length).toBeGreaterThanOrEqual(4);
    expect(new Set(dashboard.feed.map((item) => item.severity))).toEqual(
      new Set(["critical", "high", "medium"]),
    );
    for (const item of dashboard.feed)
      expect([item.title, item.source, item.time, item.type, item.details].every(Boolean)).toBe(
        true,
      );
    for (const group of dashboard.aptGroups) {
      expect([group.group, group.alias, group.region, group.lastSeen].every(Boolean)).toBe(true);
      expect(group.targets.length && group.ttps.length).toBeTruthy();
      expect(group.flag, group.group).toMatch(/^[A-Z]{2}$/);
      expect(group.confidence).toBeGreaterThan(0);
      expect(group.confidence).toBeLessThanOrEqual(100);
    }
    expect(new Set(dashboard.hunts.map((hunt) => hunt.status))).toEqual(
      new Set(["In Progress", "Scheduled", "Completed"]),
    );
    for (const hunt of dashboard.hunts)
      expect(hunt.progress >= 0 && hunt.progress <= 100 && hunt.techniques.length > 0).toBe(true);
    expect(new Set(dashboard.alerts.map((alert) => alert.status))).toEqual(
      new Set(["critical", "warning", "info"]),
    );
    expect(dashboard.counters.length).toBeGreaterThanOrEqual(3);
    expect(section(products, "features").items).toHaveLength(4);
  });

  it("AI-Powered Security and Real-time Monitoring are full feature pages", () => {
    for (const page of [aiSecurity, monitoring]) {
      expect(section(page, "features").items.length).toBeGreaterThanOrEqual(4);
      expect(
        section(page, "capabilities").items.every((item) => (item.figures ?? []).length > 0),
      ).toBe(true);
      expect(section(page, "benefits").items.length).toBeGreaterThanOrEqual(3);
      expect(section(page, "cta").actions.length).toBeGreaterThan(0);
    }
  });

  it("Incident Response has the six-stage lifecycle and four incident types", () => {
    expect(section(incidentResponse, "lifecycle").stages.map((stage) => stage.title)).toEqual([
      "Preparation",
      "Identification",
      "Containment",
      "Eradication",
      "Recovery",
      "Lessons Learned",
    ]);
    expect(section(incidentResponse, "capabilities", /incident types/i).items).toHaveLength(4);
  });

  it("Security Analytics has its four sections and the Executive, Operations and Compliance dashboards", () => {
    expect(titles(analytics)).toEqual([
      "Key features",
      "Analytics capabilities",
      "Security dashboards",
      expect.any(String),
    ]);
    expect(section(analytics, "features", /dashboards/i).items.map((item) => item.title)).toEqual([
      "Executive",
      "Operations",
      "Compliance",
    ]);
    expect(analytics.sections.at(-1)?.type).toBe("cta");
  });

  it("Threat Intelligence has Key Features, Advanced Capabilities, Threat Coverage and Business Benefits", () => {
    expect(titles(threatIntelligence).slice(0, 4)).toEqual([
      "Key features",
      "Advanced capabilities",
      "Threat coverage",
      "Business benefits",
    ]);
  });

  it("Security Automation shows Active 150+, Paused 10 and Scheduled 50+ workflows", () => {
    expect(titles(automation).slice(0, 4)).toEqual([
      "Key features",
      "Automation types",
      "Workflow status",
      "Business benefits",
    ]);
    expect(
      section(automation, "workflow-status").items.map((item) => [item.state, item.value]),
    ).toEqual([
      ["active", "150+"],
      ["paused", "10"],
      ["scheduled", "50+"],
    ]);
  });

  it("Compliance Management covers GDPR, HIPAA, SOC 2 and PCI DSS, with its tools", () => {
    expect(titles(compliance).slice(0, 3)).toEqual([
      "Key features",
      "Compliance frameworks",
      "Compliance tools",
    ]);
    expect(section(compliance, "standards").items.map((item) => item.name)).toEqual([
      "GDPR",
      "HIPAA",
      "SOC 2",
      "PCI DSS",
    ]);
  });
});
