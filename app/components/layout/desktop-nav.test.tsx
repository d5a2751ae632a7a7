/**
 * The top bar's menus: plain links until the visitor shows intent, then Radix menus that keep the
 * focus and open under the pointer. Menus and labels come from content/navigation.yaml; the
 * launch labels themselves are desktop-nav.launch.test.tsx.
 */
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { navigation } from "~/content/site";
import { renderWithRouter } from "../../../test/render";
import { DesktopNav } from "./desktop-nav";

// The menus as content/navigation.yaml has them: the first, the last, and one with links.
const menus = navigation.menus;
const [first] = menus;
const last = menus.at(-1);
const withLinks = menus.find((menu) => menu.links.length > 0);
if (!first || !last || !withLinks) throw new Error("content/navigation.yaml has no menu");
const other = menus.find((menu) => menu !== withLinks);

const nav = () => screen.getByRole("navigation", { name: "Main" });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe("desktop top bar", () => {
  it("stays plain links until the user shows intent", async () => {
    renderWithRouter(<DesktopNav />);
    await wait(600); // longer than any idle callback would have waited
    expect(within(nav()).getByRole("link", { name: first.label })).toHaveAttribute(
      "href",
      first.href,
    );
    expect(within(nav()).queryByRole("button")).toBeNull();
  });

  it("keeps keyboard focus on the same item when the menus replace the links", async () => {
    renderWithRouter(<DesktopNav />);
    act(() => within(nav()).getByRole("link", { name: last.label }).focus());
    const trigger = await screen.findByRole("button", { name: last.label }, { timeout: 5000 });
    expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(trigger).toHaveAttribute("aria-expanded", "true");
  });

  it("opens the menu the mouse is resting on once the menus arrive", async () => {
    renderWithRouter(<DesktopNav />);
    const [link] = withLinks.links;
    await userEvent.hover(within(nav()).getByRole("link", { name: withLinks.label }));
    const trigger = await screen.findByRole("button", { name: withLinks.label }, { timeout: 5000 });
    const shown = await screen.findAllByRole("link", {
      name: new RegExp(escape(link?.label ?? "")),
    });
    expect(shown.map((element) => element.getAttribute("href"))).toContain(link?.href);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    if (other)
      expect(screen.getByRole("button", { name: other.label })).toHaveAttribute(
        "aria-expanded",
        "false",
      );
  });
});
