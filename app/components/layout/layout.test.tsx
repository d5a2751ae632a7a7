/**
 * The shared layout's behaviours on the live content: the footer's social links and copyright
 * line. The launch labels and year are layout.launch.test.tsx.
 */
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { SiteFooter } from "./site-footer";

describe("site footer", () => {
  it("renders no social link without a configured URL, and never href=#", () => {
    render(<SiteFooter social={[{ name: "LinkedIn" }, { name: "X", url: "" }]} />);
    expect(screen.queryByRole("list", { name: "Social profiles" })).toBeNull();
    expect(document.querySelector('a[href="#"]')).toBeNull();
  });

  it("renders the social links that have a URL", () => {
    render(
      <SiteFooter
        social={[
          { name: "LinkedIn", url: "https://www.linkedin.com/company/example" },
          { name: "X" },
        ]}
      />,
    );
    const list = screen.getByRole("list", { name: "Social profiles" });
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["LinkedIn"]);
  });

  it("carries the copyright line from the founding year with the company name", () => {
    render(<SiteFooter />);
    expect(
      screen.getByText(`© ${site.foundingYear} ${site.name}`, { exact: false }),
    ).toBeInTheDocument();
  });
});
