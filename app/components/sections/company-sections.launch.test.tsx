/**
 * The company sections with the launch content (test/fixtures/content): four job cards with the
 * spec's stagger, the two offices, the remote Cloud Security Architect role. The same components
 * with any content are company-sections.test.tsx.
 */
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { entriesIn, siteEntries } from "~/content-layer/store";
import { site } from "~/content/site";
import type { Section } from "~/content/types";
import { JobDetail } from "./job-page";
import { PageSections } from "./page-sections";

const allForms = await siteEntries("forms");
const allJobs = await entriesIn("jobs");

function officeById(id: string) {
  const office = site.offices.find((candidate) => candidate.id === id);
  if (!office) throw new Error(`no ${id} office`);
  return office;
}

/** Page-specific sections may load as their own chunk: wait until the section is in the page. */
const jobs = [...allJobs].sort(
  (a, b) => b.datePosted.localeCompare(a.datePosted) || a.title.localeCompare(b.title),
);

const formsById = Object.fromEntries(allForms.map((form) => [form.id, form]));

async function renderSection(section: Section) {
  const view = render(<PageSections sections={[section]} lists={{ jobs, forms: formsById }} />);
  // Lazy section chunks (the contact form brings the forms layer) can take a while on a busy machine.
  await screen.findByRole("heading", { level: 2, name: section.title }, { timeout: 5000 });
  return view;
}

describe("company section components at launch", () => {
  it("job cards show each opening's facts, Apply Now naming the job, and link to its page", async () => {
    await renderSection({ type: "jobs", id: "open-positions", title: "Open Positions" });
    const cards = within(screen.getByRole("region", { name: "Open Positions" })).getAllByRole(
      "listitem",
    );
    expect(cards).toHaveLength(4);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText("Full-time")).toBeInTheDocument();
    // The spec's 0.1 s stagger per card.
    expect(cards.map((card) => card.style.transitionDelay)).toEqual(["", "0.1s", "0.2s", "0.3s"]);
  });

  it("offices render postal addresses in <address> elements", async () => {
    const { container } = await renderSection({ type: "offices", title: "Global Presence" });
    const addresses = container.querySelectorAll("address");
    const usa = officeById("usa");
    const india = officeById("india");
    expect(addresses).toHaveLength(2);
    expect(addresses[0]).toHaveTextContent(`${usa.locality}, ${usa.region} ${usa.postalCode}`);
    expect(addresses[1]).toHaveTextContent(india.country);
  });

  it("the contact section shows both offices", async () => {
    await renderSection({
      type: "contact",
      title: "Send us a message",
      subject: site.inquirySubject,
    });
    expect(screen.getByRole("heading", { name: "Our offices" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 4 }).map((h) => h.textContent)).toEqual([
      "United States",
      "India",
    ]);
  });

  it("a job page lists responsibilities and requirements with Apply Now and the way back", async () => {
    const job = jobs.find((candidate) => candidate.location.remote);
    if (!job) throw new Error("no remote job");
    render(<JobDetail job={job} />);
    expect(
      screen.getByRole("heading", { level: 2, name: "What you'll do" }).nextElementSibling?.tagName,
    ).toBe("UL");
    expect(
      screen
        .getByRole("heading", { level: 2, name: "What you'll bring" })
        .nextElementSibling?.querySelectorAll("li").length,
    ).toBeGreaterThan(2);
    expect(screen.getByText("Open to candidates in").nextElementSibling).toHaveTextContent(
      "United States",
    );
    expect(screen.getByRole("link", { name: /Apply Now/ }).getAttribute("href")).toContain(
      "subject=Application%3A%20Cloud%20Security%20Architect",
    );
    expect(screen.getByRole("link", { name: "All open positions" })).toHaveAttribute(
      "href",
      "/company/careers",
    );
  });
});
