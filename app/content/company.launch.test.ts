/**
 * The spec's careers, about, contact and clients content as it launched (sections 2, 3 and 9),
 * proven on the frozen launch content (test/fixtures/content). The live content's invariants are
 * company.test.ts.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { entriesIn, siteEntries } from "~/content-layer/store";
import { site } from "./site";
import type { Page, Section } from "./types";
import { pageAt } from "../../test/content";

const forms = await siteEntries("forms");
const jobs = await entriesIn("jobs");
const about = pageAt("/company/about");
const careers = pageAt("/company/careers");
const contact = pageAt("/company/contact");
const clients = pageAt("/clients");

function section<T extends Section["type"]>(page: Page, type: T, id?: string) {
  const found = page.sections.find((s) => s.type === type && (id === undefined || s.id === id));
  if (!found) throw new Error(`${page.path} has no ${type} section ${id ?? ""}`);
  return found as Extract<Section, { type: T }>;
}

describe("careers content (spec sections 2, 3 and 9)", () => {
  it("lists the four openings exactly as the spec does, in order", () => {
    const listed = jobs.map((job) => [
      job.title,
      job.department,
      job.location.label,
      job.employmentType === "FULL_TIME" ? "Full-time" : job.employmentType,
    ]);
    expect(listed).toHaveLength(4);
    expect(listed).toEqual(
      expect.arrayContaining([
        ["Senior Security Engineer", "Engineering", "San Francisco, CA", "Full-time"],
        ["Threat Intelligence Analyst", "Security Operations", "New York, NY", "Full-time"],
        ["Cloud Security Architect", "Architecture", "Remote", "Full-time"],
        ["Security Consultant", "Professional Services", "London, UK", "Full-time"],
      ]),
    );
    expect(section(careers, "jobs").id).toBe("open-positions");
  });

  it("gives every job what a posting needs: slug, dates in order, summary, duties, requirements", () => {
    expect(new Set(jobs.map((job) => job.slug)).size).toBe(jobs.length);
    for (const job of jobs) {
      expect(job.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(job.datePosted, job.title).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(job.validThrough > job.datePosted, job.title).toBe(true);
      expect(job.summary.length, job.title).toBeGreaterThanOrEqual(70);
      expect(job.summary.length, job.title).toBeLessThanOrEqual(170);
      const [doing = "", bringing = ""] = job.html.split(
        /<h2[^>]*>.*?What you(?:'|&#x27;)ll bring.*?<\/h2>/,
      );
      expect(doing, job.title).toMatch(/What you(?:'|&#x27;)ll do/);
      expect(doing.match(/<li>/g)?.length ?? 0, job.title).toBeGreaterThanOrEqual(4);
      expect(bringing.match(/<li>/g)?.length ?? 0, job.title).toBeGreaterThanOrEqual(4);
      expect(job.location.country).toMatch(/^[A-Z]{2}$/);
      if (!job.location.remote) expect(job.location.city, job.title).toBeTruthy();
    }
    expect(jobs.find((job) => job.location.label === "Remote")?.location.remote).toBe(true);
  });

  it("has 'Join Our Team' and the \"Don't See Your Role?\" block with its exact sentence and Submit Resume", () => {
    expect(careers.hero.title).toBe("Join Our Team");
    const block = section(careers, "cta", "your-role");
    expect(block.title).toBe("Don't See Your Role?");
    expect(block.body).toContain(
      "Send us your resume and we'll keep you in mind for future opportunities",
    );
    expect(block.actions).toEqual([
      expect.objectContaining({ kind: "mail", label: "Submit Resume", mailbox: "careers" }),
    ]);
  });
});

describe("about content (spec section 2)", () => {
  it("states the founding year and company type from the configuration", () => {
    const facts = section(about, "story", "mission").facts;
    expect(facts).toContainEqual({ label: "Founded", value: "2017" });
    expect(facts).toContainEqual({ label: "Company type", value: "Private limited company" });
    expect(facts.map((fact) => fact.value)).toContain(site.legalName);
  });

  it("names the four values and the four milestones", () => {
    expect(section(about, "features", "values").items.map((item) => item.title)).toEqual([
      "Excellence",
      "Innovation",
      "Integrity",
      "Client Focus",
    ]);
    expect(section(about, "timeline").milestones.map((m) => [m.year, m.title])).toEqual([
      ["2017", "Foundation"],
      ["2019", "Service Expansion"],
      ["2021", "Market Growth"],
      ["2024", "Innovation Focus"],
    ]);
  });

  it("has team, recognition (50+ awards) and global presence from the configured offices", () => {
    expect(section(about, "leadership").members.length).toBeGreaterThanOrEqual(4);
    expect(section(about, "stats", "recognition").items).toContainEqual({
      value: "50+",
      label: "Industry awards",
    });
    expect(section(about, "offices", "global-presence").title).toBeTruthy();
    expect(site.offices.map((office) => office.countryCode)).toEqual(["US", "IN"]);
  });

  it("sends Contact Us to /company/contact", () => {
    const actions = [...(about.hero.actions ?? []), ...section(about, "cta").actions];
    expect(actions).toContainEqual({ kind: "link", label: "Contact Us", to: "/company/contact" });
  });
});

describe("contact content", () => {
  it("writes to the contact mailbox with the preset inquiry subject and shows both offices", () => {
    const form = section(contact, "contact");
    expect(site.mailboxes.contact).toMatch(/^contact@/);
    expect(form.subject).toBe(site.inquirySubject);
    expect(
      forms.find((entry) => entry.id === "contact")?.fields.find((field) => field.name === "topic")
        ?.options?.length,
    ).toBeGreaterThanOrEqual(3);
  });
});

describe("clients and partners content", () => {
  it("shows four sample clients and four partners, each with our own SVG logo", () => {
    const clientCards = section(clients, "logos", "clients");
    const partnerCards = section(clients, "logos", "partners");
    expect(clientCards.items).toHaveLength(4);
    expect(partnerCards.items).toHaveLength(4);
    for (const item of [...clientCards.items, ...partnerCards.items]) {
      expect(existsSync(path.join(__dirname, "../../public", item.logo)), item.logo).toBe(true);
      expect(item.label && item.description, item.name).toBeTruthy();
    }
    expect(partnerCards.note).toMatch(/client and partner names .* are representative samples/i);
  });

  it("states the spec's figures: 500+ clients, 100+ partners, 98% satisfaction", () => {
    expect(section(clients, "stats").items).toEqual(
      expect.arrayContaining([
        { value: "500+", label: "Enterprise clients" },
        { value: "100+", label: "Global partners" },
        { value: "98%", label: "Client satisfaction" },
      ]),
    );
  });
});
