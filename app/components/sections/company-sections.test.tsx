/**
 * The company sections (job cards, timeline, offices, logos, leadership, contact) and the job page,
 * rendered with the company's own jobs and offices. The launch content's four cards, two offices
 * and remote role are company-sections.launch.test.tsx.
 */
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { entriesIn, siteEntries } from "~/content-layer/store";
import { site } from "~/content/site";
import { employmentTypeLabel } from "~/lib/jobs";
import type { Section } from "~/content/types";
import { JobCards, JobDetail } from "./job-page";
import { PageSections } from "./page-sections";

const allForms = await siteEntries("forms");
const allJobs = await entriesIn("jobs");

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });
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

describe("company section components", () => {
  it("with no openings, the jobs section says so instead of showing an empty list", () => {
    render(<JobCards section={{ type: "jobs", title: "Open Positions" }} jobs={[]} />);
    const region = screen.getByRole("region", { name: "Open Positions" });
    expect(region).toHaveTextContent("There are no open positions right now.");
    expect(within(region).queryByRole("list")).toBeNull();
  });

  it.runIf(jobs.length > 0)(
    "job cards show each opening's facts, Apply Now naming the job, and link to its page",
    async () => {
      await renderSection({ type: "jobs", id: "open-positions", title: "Open Positions" });
      const cards = within(screen.getByRole("region", { name: "Open Positions" })).getAllByRole(
        "listitem",
      );
      expect(cards).toHaveLength(jobs.length);
      const first = within(cards[0] as HTMLElement);
      const newest = jobs[0] as (typeof jobs)[number];
      expect(first.getByRole("heading", { level: 3 })).toHaveTextContent(newest.title);
      expect(first.getByText(newest.location.label)).toBeInTheDocument();
      expect(first.getByText(employmentTypeLabel(newest))).toBeInTheDocument();
      expect(first.getByText(newest.department, { selector: "dd" })).toBeInTheDocument();
      const apply = first.getByRole("link", { name: /Apply Now/ });
      expect(apply.getAttribute("href")).toBe(
        `mailto:${site.mailboxes.careers}?subject=${encodeURIComponent(`Application: ${newest.title}`)}`,
      );
      expect(first.getByRole("link", { name: newest.title })).toHaveAttribute(
        "href",
        `/company/careers/${newest.slug}`,
      );
      // The spec's 0.1 s stagger per card.
      expect(cards.map((card) => card.style.transitionDelay)).toEqual(
        jobs.map((_, index) => (index ? `${index / 10}s` : "")),
      );
    },
  );

  it("milestones are an ordered list of years with their titles", async () => {
    await renderSection({
      type: "timeline",
      title: "Milestones",
      milestones: [
        { year: "2017", title: "Foundation", description: "Founded." },
        { year: "2019", title: "Service Expansion", description: "Grew." },
      ],
    });
    const list = screen.getByRole("list");
    expect(list.tagName).toBe("OL");
    expect(
      within(list)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Foundation", "Service Expansion"]);
    expect(screen.getByText("2019").tagName).toBe("TIME");
  });

  it("offices render postal addresses in <address> elements", async () => {
    const { container } = await renderSection({ type: "offices", title: "Global Presence" });
    const addresses = [...container.querySelectorAll("address")];
    expect(addresses).toHaveLength(site.offices.length);
    site.offices.forEach((office, index) => {
      expect(addresses[index]).toHaveTextContent(
        `${office.locality}, ${office.region} ${office.postalCode}`,
      );
      expect(addresses[index]).toHaveTextContent(office.country);
    });
  });

  it("logo cards show the mark, name and its industry or type", async () => {
    const { container } = await renderSection({
      type: "logos",
      title: "Our Clients",
      labelName: "Industry",
      note: "Names are samples.",
      items: [
        {
          name: "Velmora Health",
          label: "Healthcare",
          description: "Hospitals.",
          logo: "/clients/velmora-health.svg",
        },
      ],
    });
    expect(container.querySelector("img")).toHaveAttribute("src", "/clients/velmora-health.svg");
    expect(screen.getByRole("heading", { name: "Velmora Health" })).toBeInTheDocument();
    expect(screen.getByText("Industry").nextElementSibling).toHaveTextContent("Healthcare");
    expect(screen.getByText("Names are samples.")).toBeInTheDocument();
  });

  it("leadership and story sections show roles and key facts", async () => {
    render(
      <PageSections
        sections={[
          {
            type: "leadership",
            title: "Our Team",
            members: [
              {
                icon: "cpu",
                role: "Chief Technology Officer",
                area: "Platform",
                bio: "Builds it.",
              },
            ],
          },
          {
            type: "story",
            title: "Our Mission",
            paragraphs: ["We protect."],
            facts: [{ label: "Founded", value: "2017" }],
          },
        ]}
      />,
    );
    await screen.findByRole("heading", { level: 2, name: "Our Team" });
    await screen.findByRole("heading", { level: 2, name: "Our Mission" });
    expect(
      screen.getByRole("heading", { level: 3, name: "Chief Technology Officer" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Founded").nextElementSibling).toHaveTextContent("2017");
  });

  it("the contact section shows the address as a mailto link beside the offices", async () => {
    await renderSection({
      type: "contact",
      title: "Send us a message",
      subject: site.inquirySubject,
    });
    expect(screen.getByRole("form", { name: "Contact form" })).toHaveAttribute(
      "action",
      expect.stringMatching(`^mailto:${site.mailboxes.contact}`),
    );
    expect(screen.getByRole("link", { name: site.mailboxes.contact }).getAttribute("href")).toMatch(
      `mailto:${site.mailboxes.contact}?subject=`,
    );
    expect(screen.getByRole("heading", { name: "Our offices" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 4 }).map((h) => h.textContent)).toEqual(
      site.offices.map((office) => office.label),
    );
  });

  it("a job page shows its description, its facts, Apply Now naming the role and the way back", () => {
    for (const job of jobs) {
      const { unmount } = render(<JobDetail job={job} />);
      expect(screen.getByText("Department").nextElementSibling, job.slug).toHaveTextContent(
        job.department,
      );
      if (job.location.remote)
        expect(screen.getByText("Open to candidates in").nextElementSibling).toHaveTextContent(
          regionNames.of(job.location.country) ?? job.location.country,
        );
      else expect(screen.queryByText("Open to candidates in")).toBeNull();
      expect(screen.getByRole("link", { name: /Apply Now/ }).getAttribute("href")).toContain(
        `subject=${encodeURIComponent(`Application: ${job.title}`)}`,
      );
      // The way back is the page listing the jobs, wherever the editors put it.
      expect(screen.getByRole("link", { name: "All open positions" })).toHaveAttribute(
        "href",
        site.sectionPages.jobs,
      );
      unmount();
    }
  });
});
