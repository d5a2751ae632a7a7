/**
 * The top bar's menus: HTML from the server, run by app/browser/top-bar.ts. Menus and labels come
 * from content/navigation.yaml; the launch labels themselves are desktop-nav.launch.test.tsx.
 * (Hover and CSS are the browser's: e2e/layout.spec.ts.)
 */
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { navigation } from "~/content/site";
import { wireTopBar } from "~/browser/top-bar";
import { DesktopNav } from "./desktop-nav";

const menus = navigation.menus.filter((menu) => menu.links.length > 0);
const [first, second] = menus;
if (!first || !second) throw new Error("content/navigation.yaml needs two menus with links");

const nav = () => screen.getByRole("navigation", { name: "Main" });
const button = (label: string) => within(nav()).getByRole("button", { name: label });
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

function renderTopBar() {
  const view = render(<DesktopNav />);
  wireTopBar(view.container);
  return view;
}

describe("desktop top bar", () => {
  it("offers every menu's links in the HTML, each menu behind a button that says it is closed", () => {
    renderTopBar();
    for (const menu of menus) {
      expect(button(menu.label)).toHaveAttribute("aria-expanded", "false");
      const panel = document.getElementById(button(menu.label).getAttribute("aria-controls") ?? "");
      expect(
        within(panel as HTMLElement)
          .getAllByRole("link")
          .map((link) => link.getAttribute("href")),
      ).toEqual(menu.links.map((link) => link.href));
    }
    expect(within(nav()).getByRole("link", { name: navigation.home.label })).toHaveAttribute(
      "href",
      navigation.home.href,
    );
  });

  it("opens a menu on click, one at a time, and closes it on a second click", async () => {
    const user = userEvent.setup();
    renderTopBar();
    await user.click(button(first.label));
    expect(button(first.label)).toHaveAttribute("aria-expanded", "true");
    await user.click(button(second.label));
    expect(button(second.label)).toHaveAttribute("aria-expanded", "true");
    expect(button(first.label)).toHaveAttribute("aria-expanded", "false");
    await user.click(button(second.label));
    expect(button(second.label)).toHaveAttribute("aria-expanded", "false");
  });

  it("opens from the keyboard; Escape closes it and returns focus to its button", async () => {
    const user = userEvent.setup();
    renderTopBar();
    act(() => button(first.label).focus());
    await user.keyboard("{Enter}");
    expect(button(first.label)).toHaveAttribute("aria-expanded", "true");
    const [link] = first.links;
    act(() =>
      within(nav())
        .getByRole("link", { name: new RegExp(`^${link?.label}`) })
        .focus(),
    );
    await user.keyboard("{Escape}");
    expect(button(first.label)).toHaveAttribute("aria-expanded", "false");
    expect(button(first.label)).toHaveFocus();
  });

  it("opens under a resting mouse pointer and closes when it leaves, not when it only crosses", async () => {
    renderTopBar();
    const item = button(first.label).parentElement as HTMLElement;
    fireEvent.pointerEnter(item, { pointerType: "mouse" });
    fireEvent.pointerLeave(item, { pointerType: "mouse" });
    await wait(150);
    expect(button(first.label)).toHaveAttribute("aria-expanded", "false");
    fireEvent.pointerEnter(item, { pointerType: "mouse" });
    await wait(150);
    expect(button(first.label)).toHaveAttribute("aria-expanded", "true");
    fireEvent.pointerLeave(item, { pointerType: "mouse" });
    await wait(300);
    expect(button(first.label)).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps a menu the resting pointer opened open when its button is then clicked; a second click closes it", async () => {
    renderTopBar();
    const item = button(first.label).parentElement as HTMLElement;
    fireEvent.pointerEnter(item, { pointerType: "mouse" });
    await wait(150);
    expect(button(first.label)).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(button(first.label));
    expect(button(first.label)).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(button(first.label));
    expect(button(first.label)).toHaveAttribute("aria-expanded", "false");
  });

  it("closes when focus leaves the menu", async () => {
    const user = userEvent.setup();
    renderTopBar();
    await user.click(button(first.label));
    act(() => within(nav()).getByRole("link", { name: navigation.home.label }).focus());
    expect(button(first.label)).toHaveAttribute("aria-expanded", "false");
  });
});
