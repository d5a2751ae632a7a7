/**
 * The spec's menus and footer groups as they launched, proven on the frozen launch content
 * (test/fixtures/content). That every link leads somewhere is navigation.test.ts.
 */
import { describe, expect, it } from "vitest";
import { livePages } from "../content-layer/addresses";
import { navigation } from "./site";

const { menus: navMenus, footer: footerGroups } = navigation;
const isRoutePath = (path: string) => livePages().some((page) => page.path === path);

describe("navigation", () => {
  it("lists the ten service pages in the Services menu, in the spec's order", () => {
    const services = navMenus.find((menu) => menu.id === "services");
    expect(services?.links.map((link) => link.href)).toEqual([
      "/services/managed",
      "/services/red-team",
      "/services/blue-team",
      "/services/consulting",
      "/services/it-audit-compliance",
      "/services/iam",
      "/services/cloud-security",
      "/services/iot-security",
      "/services/incident-response",
      "/services/threat-intelligence",
    ]);
  });

  it("puts the AI product in the Platform menu and About and Careers in Company", () => {
    expect(navMenus.find((menu) => menu.id === "platform")?.links[0]?.href).toBe("/products");
    expect(navMenus.find((menu) => menu.id === "company")?.links.map((link) => link.href)).toEqual([
      "/company/about",
      "/company/careers",
    ]);
  });

  it("has the footer's solutions, company and legal groups, and the security vendor's security group", () => {
    expect(
      footerGroups.map((group) => [group.title, group.links.map((link) => link.href)]),
    ).toEqual([
      [
        "Solutions",
        [
          "/solutions/threat-detection",
          "/solutions/cloud-security",
          "/solutions/zero-trust",
          "/solutions/incident-response",
          "/solutions/risk-management",
        ],
      ],
      ["Company", ["/company/about", "/company/careers", "/company/contact"]],
      ["Legal", ["/legal/privacy", "/legal/cookies"]],
      ["Security", ["/trust", "/security", "/security/advisories", "/security/thanks"]],
    ]);
  });

  it("links only to routes that exist", () => {
    const hrefs = [
      ...navMenus.flatMap((menu) => [menu.href, ...menu.links.map((link) => link.href)]),
      ...footerGroups.flatMap((group) => group.links.map((link) => link.href)),
    ];
    for (const href of hrefs) expect(isRoutePath(href), href).toBe(true);
  });
});
