import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type * as PagefindModule from "~/browser/pagefind";
import { SEARCH_REQUEST_ATTRIBUTE, requestSearch } from "~/browser/search-shortcut";
// The page script that turns the shortcuts into a search request (every page runs it).
import "~/browser/site-behaviours";
import { SiteSearch } from "./site-search";

// No index exists under test: the dialog must say so rather than fail silently.
vi.mock("~/lib/pagefind", async (importOriginal) => ({
  ...(await importOriginal<typeof PagefindModule>()),
  loadPagefind: () => Promise.reject(new Error("no index")),
  searchSite: () => Promise.reject(new Error("no index")),
}));

describe("site search control", () => {
  it("opens the search dialog from the button and returns focus to it on Escape", async () => {
    const user = userEvent.setup();
    render(<SiteSearch requestAttribute={SEARCH_REQUEST_ATTRIBUTE} />);
    const button = screen.getByRole("button", { name: "Search" });
    await user.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Search the site" });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveFocus();
    expect(await screen.findByText(/Search is not available/)).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it("opens with Ctrl+K and with slash, but slash typed in a field stays in the field", async () => {
    const user = userEvent.setup();
    render(
      <>
        <label>
          Filter <input />
        </label>
        <SiteSearch requestAttribute={SEARCH_REQUEST_ATTRIBUTE} />
      </>,
    );
    await user.click(screen.getByRole("textbox", { name: "Filter" }));
    await user.keyboard("a/b");
    expect(screen.getByRole("textbox", { name: "Filter" })).toHaveValue("a/b");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.keyboard("{Control>}k{/Control}");
    expect(await screen.findByRole("dialog", { name: "Search the site" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.getByRole("textbox", { name: "Filter" })).toHaveFocus();

    await user.click(document.body);
    await user.keyboard("/");
    expect(await screen.findByRole("dialog", { name: "Search the site" })).toBeInTheDocument();
  });

  it("opens on mounting when the search was asked for before the island woke (a shortcut, the drawer)", async () => {
    requestSearch();
    render(<SiteSearch requestAttribute={SEARCH_REQUEST_ATTRIBUTE} />);
    expect(await screen.findByRole("dialog", { name: "Search the site" })).toBeInTheDocument();
  });
});
