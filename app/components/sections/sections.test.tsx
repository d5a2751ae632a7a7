import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Section } from "~/content/types";
import { site } from "~/content/site";
import { Hero } from "./hero";
import { PageSections } from "./page-sections";

function renderSection(section: Section) {
  return render(<PageSections sections={[section]} />);
}

describe("section components", () => {
  it("hero renders the page's single h1, intro and actions", () => {
    render(
      <Hero
        hero={{
          eyebrow: "Services",
          title: "Red Team Operations",
          intro: "We attack you the way real adversaries would.",
          actions: [
            { kind: "mail", label: "Contact Us", mailbox: "contact" },
            { kind: "link", label: "See services", to: "/services" },
          ],
        }}
      />,
    );
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Red Team Operations");
    const contact = screen.getByRole("link", { name: "Contact Us" });
    expect(contact.getAttribute("href")).toMatch(
      new RegExp(`^mailto:${site.mailboxes.contact}\\?subject=`),
    );
    expect(screen.getByRole("link", { name: "See services" })).toHaveAttribute("href", "/services");
  });

  it("feature grid renders each card, linking the ones that have a page", () => {
    renderSection({
      type: "features",
      id: "solutions",
      title: "Security Solutions",
      items: [
        {
          icon: "radar",
          title: "Threat Detection",
          description: "Find attacks early.",
          href: "/solutions/threat-detection",
        },
        { icon: "lock", title: "Zero Trust", description: "Verify every request." },
      ],
    });
    const region = screen.getByRole("region", { name: "Security Solutions" });
    expect(within(region).getAllByRole("listitem")).toHaveLength(2);
    expect(within(region).getByRole("link", { name: "Threat Detection" })).toHaveAttribute(
      "href",
      "/solutions/threat-detection",
    );
    expect(within(region).queryByRole("link", { name: "Zero Trust" })).toBeNull();
  });

  it("capability cards pair each claim figure's label with its value", () => {
    renderSection({
      type: "capabilities",
      title: "Capabilities",
      items: [
        {
          title: "24/7 SOC",
          description: "Always watching.",
          figures: [{ label: "Response time", value: "< 15 min" }],
        },
        { title: "Hunting", description: "Assume breach.", points: ["MITRE ATT&CK mapped hunts"] },
      ],
    });
    const term = screen.getByText("Response time");
    expect(term.tagName).toBe("DT");
    expect(term.parentElement).toHaveTextContent("< 15 min");
    expect(screen.getByText("MITRE ATT&CK mapped hunts")).toBeInTheDocument();
  });

  it("benefits list each benefit under its own heading", () => {
    renderSection({
      type: "benefits",
      title: "Business Benefits",
      items: [
        { title: "Lower cost", description: "30-60% cost savings." },
        { title: "Less risk", description: "85% risk reduction." },
      ],
    });
    expect(
      screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(["Lower cost", "Less risk"]);
  });

  it("stats row shows each value with its label, titled for screen readers", () => {
    renderSection({
      type: "stats",
      title: "By the numbers",
      hideTitle: true,
      items: [
        { value: "500+", label: "Enterprise clients" },
        { value: "99.9%", label: "Detection rate" },
      ],
    });
    expect(
      screen.getByRole("heading", { name: "By the numbers" }).closest(".sr-only"),
    ).not.toBeNull();
    expect(screen.getByText("Enterprise clients").parentElement).toHaveTextContent("500+");
  });

  it("call to action renders its heading, copy and working actions", () => {
    renderSection({
      type: "cta",
      title: "Ready to talk?",
      body: "Our specialists answer within one business day.",
      actions: [
        { kind: "mail", label: "Schedule Demo", mailbox: "contact", subject: "Schedule a demo" },
      ],
    });
    expect(screen.getByRole("heading", { level: 2, name: "Ready to talk?" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Schedule Demo" })).toHaveAttribute(
      "href",
      `mailto:${site.mailboxes.contact}?subject=Schedule%20a%20demo`,
    );
  });
});
