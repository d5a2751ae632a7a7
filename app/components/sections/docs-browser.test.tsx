import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { DocsBrowser } from "./docs-browser";
import { docsSection as docs } from "../../../test/docs-section";

const ui = <DocsBrowser section={docs} />;

/** The prerendered HTML in the page, as the visitor sees it before the JavaScript runs. */
function prerendered(): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  return container;
}

afterEach(() => document.body.replaceChildren());

describe("documentation search before hydration", () => {
  it("filters by what was typed into the plain HTML field before the component hydrated", async () => {
    const container = prerendered();
    const field = within(container).getByRole<HTMLInputElement>("searchbox", {
      name: "Search documentation",
    });
    field.value = "token";

    await act(async () => {
      render(ui, { container, hydrate: true });
    });

    expect(screen.getByRole("searchbox")).toHaveValue("token");
    expect(screen.getAllByRole("list", { name: /topics$/ })).toHaveLength(1);
    expect(screen.getByRole("status")).toHaveTextContent("1 topic matches “token”.");
    // From then on it is the usual controlled field.
    await userEvent.clear(screen.getByRole("searchbox"));
    expect(screen.getAllByRole("list", { name: /topics$/ })).toHaveLength(2);
  });

  it("shows every topic when nothing was typed", async () => {
    const container = prerendered();
    await act(async () => {
      render(ui, { container, hydrate: true });
    });
    expect(screen.getAllByRole("list", { name: /topics$/ })).toHaveLength(2);
    expect(screen.getByRole("status")).toHaveTextContent("");
  });
});
