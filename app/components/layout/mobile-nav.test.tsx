import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { navigation } from "~/content/site";
import { renderWithRouter } from "../../../test/render";
import { MobileNav } from "./mobile-nav";

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe("phone menu", () => {
  it("stays a native disclosure until it is used", async () => {
    const { container } = renderWithRouter(<MobileNav />);
    await wait(600); // longer than any idle callback would have waited
    expect(container.querySelector("details > summary")).toHaveTextContent("Menu");
    expect(screen.queryByRole("button", { name: "Open menu" })).toBeNull();
  });

  it("opens the drawer, not the disclosure, with a single click", async () => {
    const user = userEvent.setup();
    const { container } = renderWithRouter(<MobileNav />);
    const details = container.querySelector("details");
    let toggled = false;
    details?.addEventListener("toggle", () => (toggled = true));
    await user.click(container.querySelector("summary") as HTMLElement);
    expect(details?.open).toBe(false);
    const drawer = await screen.findByRole("dialog", { name: "Menu" }, { timeout: 5000 });
    expect(drawer).toContainElement(screen.getByRole("link", { name: navigation.home.label }));
    expect(toggled).toBe(false);

    await act(() => user.keyboard("{Escape}"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
  });

  it("lets an already open disclosure close natively", async () => {
    const user = userEvent.setup();
    const { container } = renderWithRouter(<MobileNav />);
    const details = container.querySelector("details") as HTMLDetailsElement;
    details.open = true; // opened before the page's scripts ran
    await user.click(container.querySelector("summary") as HTMLElement);
    expect(details.open).toBe(false);
    await wait(300);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
