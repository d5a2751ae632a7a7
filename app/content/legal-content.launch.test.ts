/**
 * The privacy and cookie policies as they launched (the spec's sections, dates, rights, and what
 * they say about this site's storage), proven on the frozen launch content
 * (test/fixtures/content). What every policy needs is legal-content.test.ts.
 */
import { siteEntries } from "~/content-layer/store";
import { describe, expect, it } from "vitest";
import { site } from "./site";

const allPolicies = await siteEntries("policies");

function policy(slug: string) {
  const found = allPolicies.find((entry) => entry.slug === slug);
  if (!found) throw new Error(`no content/policies/${slug}.md`);
  return found;
}

const privacy = policy("privacy");
const cookies = policy("cookies");
const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
const text = (entry: { html: string }) => decode(entry.html.replace(/<[^>]+>/g, ""));
const headings = (entry: { toc: { text: string; depth: number }[] }, depth?: number) =>
  entry.toc.filter((item) => depth === undefined || item.depth === depth).map((item) => item.text);
/** The bold terms of the list items (`- **Access:** ...`). */
const terms = (entry: { html: string }) =>
  [...entry.html.matchAll(/<li><strong>([^<]+?):?<\/strong>/g)].map(([, term]) =>
    decode(term ?? "").replace(/:$/, ""),
  );

describe("privacy policy", () => {
  it("is dated June 1, 2025", () => {
    expect(privacy.lastUpdated).toBe("2025-06-01");
  });

  it("has every section and subsection the spec lists, in order", () => {
    expect(headings(privacy, 2)).toEqual([
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
    expect(headings(privacy, 3)).toEqual(
      expect.arrayContaining([
        "Personal Data",
        "Security and System Data",
        "Derivative Data",
        "By Law or to Protect Rights",
        "Third-Party Service Providers",
        "Business Transfers",
      ]),
    );
  });

  it("lists the six rights", () => {
    expect(terms(privacy)).toEqual(
      expect.arrayContaining([
        "Access",
        "Correction",
        "Deletion",
        "Objection",
        "Portability",
        "Withdrawing Consent",
      ]),
    );
  });

  it("says the services are not for anyone under 16 and data is processed in the United States", () => {
    expect(text(privacy)).toContain("not intended for anyone under 16");
    expect(text(privacy)).toContain("processed in the United States");
  });

  it("gives both offices' postal addresses and the privacy mailbox from the company settings", () => {
    const contact = text(privacy).split("Contact Us").at(-1) ?? "";
    expect(contact).toContain(site.mailboxes.privacy);
    for (const office of site.offices) {
      expect(contact).toContain(office.postalCode);
      expect(contact).toContain(office.street[0]);
    }
    expect(privacy.html).toContain(`href="mailto:${site.mailboxes.privacy}"`);
  });

  it("tells the truth about this website: no cookies, only the theme and form drafts in web storage, nothing from other hosts", () => {
    expect(text(privacy)).toContain("sets no cookies");
    // What the site keeps (e2e/legal.spec.ts checks the browser holds nothing else): both policies name it.
    for (const policy of [privacy, cookies]) {
      expect(text(policy)).toContain("ui-theme");
      expect(text(policy)).toContain("halcyrion:form-draft:");
    }
    expect(text(privacy)).toContain("loads nothing from other companies' servers");
  });
});

describe("cookie policy", () => {
  it("is dated June 1, 2025", () => {
    expect(cookies.lastUpdated).toBe("2025-06-01");
  });

  it("covers what cookies are, session versus persistent, purposes, types, third parties, choices, further reading and changes", () => {
    expect(headings(cookies)).toEqual(
      expect.arrayContaining([
        "What Are Cookies",
        "Session and Persistent Cookies",
        "Why Cookies Are Used",
        "Types of Cookies",
        "Third-Party Cookies",
        "Your Choices: Managing Cookies in Your Browser",
        "Further Reading",
        "Changes to This Policy",
        "Contact Us",
      ]),
    );
  });

  it("names the five purposes and the four types", () => {
    expect(terms(cookies)).toEqual(
      expect.arrayContaining(["Functions", "Analytics", "Preferences", "Advertising", "Security"]),
    );
    expect(terms(cookies)).toEqual(
      expect.arrayContaining([
        "Essential cookies",
        "Preference cookies",
        "Analytics cookies",
        "Security cookies",
      ]),
    );
  });

  it("links the four browsers' official cookie help pages over HTTPS, saying they leave the site", () => {
    const links = [
      ...cookies.html.matchAll(
        /<a href="(https:[^"]+)" rel="noopener noreferrer">([^<]+)<span class="sr-only"> \(external site\)<\/span><\/a>/g,
      ),
    ];
    const browsers = links.filter(([, , label]) => /Chrome|Firefox|Safari|Edge/.test(label ?? ""));
    expect(browsers.map(([, , label]) => label)).toEqual([
      "Google Chrome",
      "Mozilla Firefox",
      "Apple Safari",
      "Microsoft Edge",
    ]);
    expect(browsers.map(([, href]) => new URL(href ?? "").hostname)).toEqual([
      "support.google.com",
      "support.mozilla.org",
      "support.apple.com",
      "support.microsoft.com",
    ]);
  });

  it("gives the privacy contact email and says this site sets no cookies", () => {
    expect(text(cookies)).toContain(site.mailboxes.privacy);
    expect(text(cookies)).toContain("sets no cookies of its own");
    expect(text(cookies)).toContain("no third-party cookies are set");
  });
});
