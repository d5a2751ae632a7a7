/**
 * The phone drawer: a native <dialog> the menu button opens (`command="show-modal"`, the
 * browser's own), sections as `<details name>`. What app/browser/top-bar.ts adds (closing on a link
 * to the same page, the Search button) needs a browser's <dialog>: e2e/layout.spec.ts. Menus come from content/navigation.yaml; the launch labels are layout.launch.test.tsx.
 */
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { navigation } from "~/content/site";
import { wireTopBar } from "~/browser/top-bar";
import { DRAWER_ID, MobileNav } from "./mobile-nav";

function renderDrawer() {
  const view = render(<MobileNav />);
  wireTopBar(view.container);
  const dialog = view.container.querySelector("dialog") as HTMLDialogElement;
  return { ...view, dialog };
}

describe("phone drawer", () => {
  it("is opened as a modal by the menu button and closed by its close button", () => {
    const { dialog } = renderDrawer();
    expect(dialog.id).toBe(DRAWER_ID);
    expect(screen.getByRole("button", { name: "Open menu", hidden: true })).toHaveAttribute(
      "commandfor",
      DRAWER_ID,
    );
    expect(screen.getByRole("button", { name: "Open menu", hidden: true })).toHaveAttribute(
      "command",
      "show-modal",
    );
    const close = within(dialog).getByRole("button", { name: "Close menu", hidden: true });
    expect(close).toHaveAttribute("commandfor", DRAWER_ID);
    expect(close).toHaveAttribute("command", "close");
  });

  it("holds every menu's links, its sections sharing one name so one opens at a time", () => {
    const { dialog } = renderDrawer();
    const sections = Array.from(dialog.querySelectorAll("details"));
    expect(sections.map((section) => section.querySelector("summary")?.textContent)).toEqual(
      navigation.menus.map((menu) => menu.label),
    );
    expect(new Set(sections.map((section) => section.getAttribute("name"))).size).toBe(1);
    for (const [index, menu] of navigation.menus.entries())
      expect(
        Array.from(sections[index]?.querySelectorAll("a") ?? []).map((link) =>
          link.getAttribute("href"),
        ),
      ).toEqual(menu.links.map((link) => link.href));
  });
});
