import { describe, expect, it } from "vitest";
import { routeTable } from "~/route-table";
import { footerGroups, navMenus } from "../navigation";
import type { Action, Page, Section } from "../types";

const modules = import.meta.glob<{ page: Page }>(["./services/*.ts", "./solutions/*.ts"], { eager: true });
const pages = Object.values(modules).map((module) => module.page);
const byPath = new Map(pages.map((page) => [page.path as string, page]));

function pageAt(path: string): Page {
  const page = byPath.get(path);
  if (!page) throw new Error(`no content for ${path}`);
  return page;
}

function sectionOf<T extends Section["type"]>(page: Page, type: T): Extract<Section, { type: T }>[] {
  return page.sections.filter((section): section is Extract<Section, { type: T }> => section.type === type);
}

/** Every internal target on a page: link actions, card and list hrefs, wherever they sit. */
function internalLinks(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => internalLinks(item, found));
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if ((key === "href" || key === "to") && typeof inner === "string") found.push(inner);
      else internalLinks(inner, found);
    }
  }
  return found;
}

function actionsOf(value: unknown, found: Action[] = []): Action[] {
  if (Array.isArray(value)) value.forEach((item) => actionsOf(item, found));
  else if (value && typeof value === "object") {
    if ("kind" in value && "label" in value) found.push(value as Action);
    else Object.values(value).forEach((inner) => actionsOf(inner, found));
  }
  return found;
}

/** Spec section 9: the only claim figures these pages may show. */
const specFigures = new Set([
  "< 15 min", "99.9%", "200+", "1000+", "24/7", "99.99%", "95%", "500+", "100+", "50+",
  "85%", "75%", "60%", "30-60%", "15+ years", "99%", "98%",
]);

const standardServicePages = ["managed", "consulting", "blue-team", "iam", "cloud-security", "iot-security", "threat-intelligence"]
  .map((name) => `/services/${name}`);
const solutionPages = ["threat-detection", "cloud-security", "zero-trust", "risk-management", "incident-response"]
  .map((name) => `/solutions/${name}`);
const industryPages = ["enterprise", "healthcare", "government", "financial"].map((name) => `/solutions/${name}`);

describe("services and solutions content", () => {
  it("covers /services, the ten service pages, /solutions, five solutions and four industries", () => {
    const servicePaths = routeTable.map((route) => route.path).filter((path) => /^\/(services|solutions)(\/|$)/.test(path));
    expect(servicePaths).toHaveLength(21);
    expect([...byPath.keys()].sort()).toEqual([...servicePaths].sort());
    for (const page of pages) expect(page.sections.length, page.path).toBeGreaterThanOrEqual(3);
  });

  it("links only to real routes, and to section anchors that exist", () => {
    const paths = new Set<string>(routeTable.map((route) => route.path));
    for (const page of pages) {
      const links = internalLinks(page);
      expect(links.length, page.path).toBeGreaterThan(0);
      for (const link of links) {
        const [path = "", fragment] = link.split("#");
        expect(paths.has(path), `${page.path} links to ${link}`).toBe(true);
        const target = byPath.get(path);
        if (fragment && target) expect(target.sections.map((section) => section.id), link).toContain(fragment);
      }
    }
  });

  it("gives every button a real target: mails name their intent", () => {
    for (const page of pages) {
      for (const action of actionsOf(page)) {
        if (action.kind === "mail" && action.label !== "Contact Us") {
          expect(action.subject, `${page.path}: ${action.label}`).toMatch(/\w{4,}/);
        }
      }
    }
  });

  it("shows only the spec's claim figures", () => {
    for (const page of pages) {
      for (const section of page.sections) {
        const values =
          section.type === "capabilities" ? section.items.flatMap((item) => item.figures ?? []).map((figure) => figure.value)
          : section.type === "stats" ? section.items.map((item) => item.value)
          : [];
        for (const value of values) expect(specFigures, `${page.path}: ${value}`).toContain(value);
      }
    }
  });

  it("has a page for every service in the menu and every solution in the footer", () => {
    const services = navMenus.find((menu) => menu.id === "services")?.links ?? [];
    const solutions = footerGroups.find((group) => group.title === "Solutions")?.links ?? [];
    expect(services).toHaveLength(10);
    expect(solutions).toHaveLength(5);
    for (const link of [...services, ...solutions]) expect(byPath.has(link.href), link.href).toBe(true);
  });

  it("lists the four service groups, linking every service page from them", () => {
    const [groups] = sectionOf(pageAt("/services"), "service-groups");
    expect(groups?.groups.map((group) => group.title)).toEqual(["Assessment", "Response", "Training", "Hi-Tech Crime Investigation"]);
    const linked = groups?.groups.flatMap((group) => group.services).filter((service) => service.href) ?? [];
    const servicePages = pages.filter((page) => page.path.startsWith("/services/"));
    expect(linked.map((service) => service.href).sort()).toEqual(servicePages.map((page) => page.path).sort());
    for (const service of linked) expect(pageAt(service.href ?? "").hero.title).toContain(service.name.split(" ")[0]);
    for (const group of groups?.groups ?? []) {
      expect(group.services.length, group.title).toBeGreaterThanOrEqual(4);
      const hasPage = group.services.some((service) => service.href);
      if (!hasPage) expect(group.action, `${group.title} needs a way to ask`).toBeDefined();
    }
  });

  it("gives the seven standard service pages one shape with claim figures", () => {
    for (const path of standardServicePages) {
      const page = pageAt(path);
      expect(page.sections.map((section) => section.type), path).toEqual(["features", "capabilities", "benefits", "cta"]);
      const figures = sectionOf(page, "capabilities").flatMap((section) => section.items).flatMap((item) => item.figures ?? []);
      expect(figures.length, path).toBeGreaterThanOrEqual(4);
    }
    expect(pageAt("/services/threat-intelligence").hero.title).toBe("Threat Intelligence and Hunting");
  });

  it("red team: four services, four specializations, four phases, Contact Us to the contact page", () => {
    const page = pageAt("/services/red-team");
    expect(sectionOf(page, "features")[0]?.items).toHaveLength(4);
    const specializations = sectionOf(page, "capabilities")[0];
    expect(specializations?.title).toBe("Specializations");
    expect(specializations?.items).toHaveLength(4);
    const phases = sectionOf(page, "methodology")[0]?.phases ?? [];
    expect(phases.map((phase) => phase.phase)).toEqual(["Reconnaissance", "Scanning", "Exploitation", "Reporting"]);
    for (const phase of phases) {
      expect(phase.description.length).toBeGreaterThan(20);
      expect(phase.activities.length).toBeGreaterThanOrEqual(3);
    }
    const contactUs = actionsOf(page).filter((action) => action.label === "Contact Us");
    expect(contactUs.length).toBeGreaterThan(0);
    for (const action of contactUs) expect(action).toMatchObject({ kind: "link", to: "/company/contact" });
  });

  it("IT audit: ISO 27001, SOC 2 and NIST CSF, and the audit page's 75% risk reduction", () => {
    const page = pageAt("/services/it-audit-compliance");
    expect(sectionOf(page, "standards")[0]?.items.map((item) => item.name)).toEqual(["ISO 27001", "SOC 2", "NIST CSF"]);
    const riskFigures = sectionOf(page, "capabilities").flatMap((section) => section.items)
      .flatMap((item) => item.figures ?? []).filter((figure) => figure.label === "Risk reduction");
    expect(riskFigures.map((figure) => figure.value)).toEqual(["75%"]);
  });

  it("incident response service: an urgent mail to responders and an ordered first hour", () => {
    const [block] = sectionOf(pageAt("/services/incident-response"), "emergency-response");
    const urgent = block?.actions.find((action) => action.kind === "mail");
    expect(urgent).toMatchObject({ kind: "mail", mailbox: "security" });
    expect(urgent?.kind === "mail" && urgent.subject).toMatch(/^URGENT: security incident/);
    expect(block?.steps.length).toBeGreaterThanOrEqual(3);
    expect(block?.stepsTitle).toMatch(/first hour/i);
  });

  it("solutions: industry cards lead to the four industry pages; key features and use cases", () => {
    const page = pageAt("/solutions");
    expect(sectionOf(page, "industry-cards")[0]?.items.map((item) => item.href)).toEqual(industryPages);
    expect(page.sections.map((section) => section.title)).toEqual(expect.arrayContaining(["Key Features", "Use Cases"]));
    const featureLinks = sectionOf(page, "features").flatMap((section) => section.items).map((item) => item.href);
    expect(featureLinks).toEqual(expect.arrayContaining(solutionPages));
  });

  it("gives the five solution pages one shared style", () => {
    const shapes = solutionPages.map((path) => pageAt(path).sections.map((section) => `${section.type}#${section.id ?? ""}`));
    for (const shape of shapes) expect(shape).toEqual(shapes[0]);
  });

  it("speaks to each industry's regulations", () => {
    const expected: Record<string, string[]> = {
      "/solutions/healthcare": ["HIPAA"],
      "/solutions/financial": ["PCI DSS", "DORA"],
      "/solutions/government": ["FedRAMP", "NIST SP 800-53"],
      "/solutions/enterprise": ["ISO 27001", "SOC 2", "NIST CSF"],
    };
    for (const [path, names] of Object.entries(expected)) {
      const standards = sectionOf(pageAt(path), "standards").flatMap((section) => section.items.map((item) => item.name));
      expect(standards, path).toEqual(expect.arrayContaining(names));
      expect(sectionOf(pageAt(path), "features").find((section) => section.id === "threats")?.items.length, path).toBeGreaterThanOrEqual(4);
    }
  });
});
