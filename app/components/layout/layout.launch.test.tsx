/**
 * The footer's copyright line and the drawer's menus as they launched (2017, Platform, Services,
 * Red Team Operations), on the frozen launch content (test/fixtures/content). The same behaviours
 * for any content are layout.test.tsx.
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { renderWithRouter } from "../../../test/render";
import MobileDrawer from "./mobile-drawer";
import { SiteFooter } from "./site-footer";

describe("site footer at launch", () => {
  it("carries the 2017 copyright line with the company name", () => {
    renderWithRouter(<SiteFooter />);
    expect(screen.getByText(new RegExp(`© 2017 ${site.name}`))).toBeInTheDocument();
  });
});

describe("mobile drawer at launch", () => {
  it("opens as a dialog whose sections open one at a time", async () => {
    const user = userEvent.setup();
    renderWithRouter(<MobileDrawer />);
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const dialog = screen.getByRole("dialog", { name: "Menu" });
    expect(within(dialog).getByRole("link", { name: "Home" })).toBeInTheDocument();
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
});
