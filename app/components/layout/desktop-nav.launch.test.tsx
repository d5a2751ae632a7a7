/**
 * The top bar with the launch menus (Services, Company, Red Team Operations...), on the frozen
 * launch content (test/fixtures/content). The same behaviours for any menus are desktop-nav.test.tsx.
 */
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../../test/render";
import { DesktopNav } from "./desktop-nav";

const nav = () => screen.getByRole("navigation", { name: "Main" });
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe("desktop top bar at launch", () => {
  it("stays plain links until the user shows intent", async () => {
    renderWithRouter(<DesktopNav />);
    await wait(600); // longer than any idle callback would have waited
    expect(within(nav()).getByRole("link", { name: "Services" })).toHaveAttribute(
      "href",
      "/services",
    );
    expect(within(nav()).queryByRole("button")).toBeNull();
  });

  it("keeps keyboard focus on the same item when the menus replace the links", async () => {
    renderWithRouter(<DesktopNav />);
    act(() => within(nav()).getByRole("link", { name: "Company" }).focus());
    const trigger = await screen.findByRole("button", { name: "Company" }, { timeout: 5000 });
    expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(trigger).toHaveAttribute("aria-expanded", "true");
  });

  it("opens the menu the mouse is resting on once the menus arrive", async () => {
    renderWithRouter(<DesktopNav />);
    await userEvent.hover(within(nav()).getByRole("link", { name: "Services" }));
    const trigger = await screen.findByRole("button", { name: "Services" }, { timeout: 5000 });
    expect(await screen.findByRole("link", { name: /Red Team Operations/ })).toHaveAttribute(
      "href",
      "/services/red-team",
    );
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("button", { name: "Platform" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});
