import { describe, expect, it } from "vitest";
import { browserHelp, page as cookies } from "./pages/legal/cookies";
import { page as privacy } from "./pages/legal/privacy";
import { site } from "./site";
import type { LegalSection, Page } from "./types";

function legal(page: Page): LegalSection {
  const section = page.sections.find((item): item is LegalSection => item.type === "legal");
  if (!section) throw new Error(`${page.path} has no legal section`);
  return section;
}

const text = (page: Page) => JSON.stringify(legal(page));
const headings = (page: Page) => legal(page).clauses.flatMap((clause) => [clause.title, ...(clause.subsections ?? []).map((sub) => sub.title)]);

describe("privacy policy", () => {
  it("is dated June 1, 2025", () => {
    expect(legal(privacy).lastUpdated).toEqual({ iso: "2025-06-01", label: "June 1, 2025" });
  });

  it("has every section and subsection the spec lists, in order", () => {
    expect(legal(privacy).clauses.map((clause) => clause.title)).toEqual([
      "Introduction",
      "Information We Collect",
      "Use of Your Information",
      "Disclosure of Your Information",
      "Security of Your Information",
      "Data Retention",
      "Your Rights",
      "Children's Privacy",
      "Cookies",
      "International Data Transfers",
      "Changes to This Policy",
      "Contact Us",
    ]);
    expect(headings(privacy)).toEqual(expect.arrayContaining([
      "Personal Data", "Security and System Data", "Derivative Data",
      "By Law or to Protect Rights", "Third-Party Service Providers", "Business Transfers",
    ]));
  });

  it("lists the six rights", () => {
    const rights = legal(privacy).clauses.find((clause) => clause.id === "your-rights");
    const list = rights?.blocks.find((block) => block.kind === "list");
    expect(list?.kind === "list" && list.items.map((item) => item.term)).toEqual([
      "Access", "Correction", "Deletion", "Objection", "Portability", "Withdrawing Consent",
    ]);
  });

  it("says the services are not for anyone under 16 and data is processed in the United States", () => {
    expect(text(privacy)).toContain("not intended for anyone under 16");
    expect(text(privacy)).toContain("processed in the United States");
  });

  it("gives both offices' postal addresses and the privacy mailbox from the configuration", () => {
    const contact = legal(privacy).clauses.at(-1)?.blocks.find((block) => block.kind === "contact");
    expect(contact?.kind === "contact" && contact.email).toBe(site.mailboxes.privacy);
    expect(contact?.kind === "contact" && contact.offices).toHaveLength(2);
    for (const office of site.offices) {
      expect(text(privacy)).toContain(office.postalCode);
      expect(text(privacy)).toContain(office.street[0]);
    }
  });

  it("tells the truth about this website: no cookies, only the theme and scroll positions in web storage, nothing from other hosts", () => {
    expect(text(privacy)).toContain("sets no cookies");
    expect(text(privacy)).toContain("ui-theme");
    // React Router's scroll restoration keeps positions in session storage: the policies say so.
    expect(text(privacy)).toContain("react-router-scroll-positions");
    expect(text(cookies)).toContain("react-router-scroll-positions");
    expect(text(privacy)).toContain("loads nothing from other companies' servers");
  });
});

describe("cookie policy", () => {
  it("is dated June 1, 2025", () => {
    expect(legal(cookies).lastUpdated.label).toBe("June 1, 2025");
  });

  it("covers what cookies are, session versus persistent, purposes, types, third parties, choices, further reading and changes", () => {
    expect(headings(cookies)).toEqual(expect.arrayContaining([
      "What Are Cookies", "Session and Persistent Cookies", "Why Cookies Are Used", "Types of Cookies",
      "Third-Party Cookies", "Your Choices: Managing Cookies in Your Browser", "Further Reading", "Changes to This Policy", "Contact Us",
    ]));
  });

  it("names the five purposes and the four types", () => {
    const terms = legal(cookies).clauses.flatMap((clause) => clause.blocks).flatMap((block) => (block.kind === "list" ? block.items.map((item) => item.term) : []));
    expect(terms).toEqual(expect.arrayContaining(["Functions", "Analytics", "Preferences", "Advertising", "Security"]));
    expect(terms).toEqual(expect.arrayContaining(["Essential cookies", "Preference cookies", "Analytics cookies", "Security cookies"]));
  });

  it("links the four browsers' official cookie help pages over HTTPS", () => {
    expect(browserHelp.map((link) => link.label)).toEqual(["Google Chrome", "Mozilla Firefox", "Apple Safari", "Microsoft Edge"]);
    const hosts = browserHelp.map((link) => new URL(link.href));
    expect(hosts.every((url) => url.protocol === "https:")).toBe(true);
    expect(hosts.map((url) => url.hostname)).toEqual(["support.google.com", "support.mozilla.org", "support.apple.com", "support.microsoft.com"]);
  });

  it("gives the privacy contact email and says this site sets no cookies", () => {
    expect(text(cookies)).toContain(site.mailboxes.privacy);
    expect(text(cookies)).toContain("sets no cookies of its own");
    expect(text(cookies)).toContain("no third-party cookies are set");
  });
});
