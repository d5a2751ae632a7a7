/**
 * The top bar with the launch menus (Services, Company, Red Team Operations...), on the frozen
 * launch content (test/fixtures/content). The same behaviours for any menus are desktop-nav.test.tsx.
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { wireTopBar } from "~/browser/top-bar";
import { DesktopNav } from "./desktop-nav";

const nav = () => screen.getByRole("navigation", { name: "Main" });

describe("desktop top bar at launch", () => {
  it("holds Home, the three menus and Contact Us; Services opens onto Red Team Operations", async () => {
    const { container } = render(<DesktopNav />);
    wireTopBar(container);
    expect(
      within(nav())
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Platform", "Services", "Company"]);
    expect(within(nav()).getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/company/contact",
    );
    await userEvent.click(within(nav()).getByRole("button", { name: "Services" }));
    expect(within(nav()).getByRole("button", { name: "Services" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(within(nav()).getByRole("link", { name: /Red Team Operations/ })).toHaveAttribute(
      "href",
      "/services/red-team",
    );
  });
});
