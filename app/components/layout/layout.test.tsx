/**
 * The shared layout's behaviours on the live content: the footer's social links and copyright
 * line, the phone drawer's sections. The launch labels and year are layout.launch.test.tsx.
 */
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { navigation, site } from "~/content/site";
import { renderWithRouter } from "../../../test/render";
import MobileDrawer from "./mobile-drawer";
import { SiteFooter } from "./site-footer";

describe("site footer", () => {
  it("renders no social link without a configured URL, and never href=#", () => {
    renderWithRouter(<SiteFooter social={[{ name: "LinkedIn" }, { name: "X", url: "" }]} />);
    expect(screen.queryByRole("list", { name: "Social profiles" })).toBeNull();
    expect(document.querySelector('a[href="#"]')).toBeNull();
  });

  it("renders the social links that have a URL", () => {
    renderWithRouter(
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
    renderWithRouter(<SiteFooter />);
    expect(
      screen.getByText(`© ${site.foundingYear} ${site.name}`, { exact: false }),
    ).toBeInTheDocument();
  });
});

describe("mobile drawer", () => {
  it("opens as a dialog whose sections open one at a time", async () => {
    const [first, second] = navigation.menus;
    if (!first) throw new Error("content/navigation.yaml has no menu");
    const user = userEvent.setup();
    renderWithRouter(<MobileDrawer />);
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const dialog = screen.getByRole("dialog", { name: "Menu" });
    const one = within(dialog).getByRole("button", { name: first.label });

    await user.click(one);
    expect(one).toHaveAttribute("aria-expanded", "true");
    expect(within(dialog).getByRole("link", { name: first.links[0]?.label })).toBeVisible();

    if (second) {
      const two = within(dialog).getByRole("button", { name: second.label });
      await user.click(two);
      expect(two).toHaveAttribute("aria-expanded", "true");
      expect(one).toHaveAttribute("aria-expanded", "false");
      await user.click(two);
      expect(two).toHaveAttribute("aria-expanded", "false");
    }
  });

  it("closes on Escape and returns focus to the menu button", async () => {
    const user = userEvent.setup();
    renderWithRouter(<MobileDrawer />);
    const trigger = screen.getByRole("button", { name: "Open menu" });
    await user.click(trigger);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await act(() => user.keyboard("{Escape}"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(trigger).toHaveFocus();
  });
});
