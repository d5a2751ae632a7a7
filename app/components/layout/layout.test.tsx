import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
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
    renderWithRouter(<SiteFooter social={[{ name: "LinkedIn", url: "https://www.linkedin.com/company/example" }, { name: "X" }]} />);
    const list = screen.getByRole("list", { name: "Social profiles" });
    expect(within(list).getAllByRole("link").map((link) => link.textContent)).toEqual(["LinkedIn"]);
  });

  it("carries the 2017 copyright line with the company name", () => {
    renderWithRouter(<SiteFooter />);
    expect(screen.getByText(new RegExp(`© 2017 ${site.name}`))).toBeInTheDocument();
  });
});

describe("mobile drawer", () => {
  it("opens as a dialog whose sections open one at a time", async () => {
    const user = userEvent.setup();
    renderWithRouter(<MobileDrawer />);
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const dialog = screen.getByRole("dialog", { name: "Menu" });
    const platform = within(dialog).getByRole("button", { name: "Platform" });
    const services = within(dialog).getByRole("button", { name: "Services" });

    await user.click(services);
    expect(services).toHaveAttribute("aria-expanded", "true");
    expect(within(dialog).getByRole("link", { name: "Red Team Operations" })).toBeVisible();

    await user.click(platform);
    expect(platform).toHaveAttribute("aria-expanded", "true");
    expect(services).toHaveAttribute("aria-expanded", "false");

    await user.click(platform);
    expect(platform).toHaveAttribute("aria-expanded", "false");
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
