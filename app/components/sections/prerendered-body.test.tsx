import { act } from "@testing-library/react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { markHydrated } from "~/lib/hydration";
import { type ComponentType, lazy } from "react";
import { PrerenderedHtml } from "./prerendered-body";

/** What a route module with a kept body does (routes/page.tsx, routes/article.tsx...): a lazy body inside PrerenderedHtml. */
function prerenderedBody(load: () => Promise<ComponentType>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function Body() {
    return (
      <PrerenderedHtml name="body">
        <Lazy />
      </PrerenderedHtml>
    );
  };
}

const serverBody =
  '<div data-prerendered="body"><h1>Security Platform</h1>' +
  '<a href="/platform/ai-security">AI-Powered Security</a> <a href="#features">Features</a>' +
  '<p id="features">Features text</p></div>';

function mount(html: string) {
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

function routerFor(element: React.ReactNode) {
  return createMemoryRouter([
    { path: "/", element },
    { path: "/platform/ai-security", element: <h1>AI-Powered Security</h1> },
  ]);
}

afterEach(() => {
  document.body.innerHTML = "";
});

// The order matters: the first test hydrates, the later ones render after hydration.
describe("prerendered body", () => {
  it("keeps the prerendered HTML on hydration without loading the body's code, and its links navigate in-app", async () => {
    const load = vi.fn(async () => () => <h1>From the chunk</h1>);
    const Body = prerenderedBody(load);
    const container = mount(serverBody);
    const router = routerFor(<Body />);
    const errors = vi.spyOn(console, "error");

    await act(async () => {
      hydrateRoot(container, <RouterProvider router={router} />);
    });
    expect(container.querySelector("h1")).toHaveTextContent("Security Platform");
    expect(load).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();

    // An in-page anchor is left to the browser; a link to another page navigates in-app.
    await act(async () => container.querySelector<HTMLAnchorElement>('a[href="#features"]')?.click());
    expect(router.state.location.pathname).toBe("/");
    await act(async () => container.querySelector<HTMLAnchorElement>('a[href="/platform/ai-security"]')?.click());
    expect(router.state.location.pathname).toBe("/platform/ai-security");
    expect(container.querySelector("h1")).toHaveTextContent("AI-Powered Security");
  });

  it("renders the next page's body when the next page uses the same route module", async () => {
    // Every service page is routes/page.tsx: React keeps the component, not the page's HTML.
    const load = vi.fn(async () => () => <h1>Security Automation</h1>);
    const Body = prerenderedBody(load);
    const container = mount(serverBody);
    const router = createMemoryRouter([
      { path: "/", element: <Body /> },
      { path: "/platform/automation", element: <Body /> },
    ]);
    await act(async () => {
      hydrateRoot(container, <RouterProvider router={router} />);
    });
    expect(container.querySelector("h1")).toHaveTextContent("Security Platform");
    await act(async () => router.navigate("/platform/automation"));
    expect(await vi.waitFor(() => container.querySelector("h1")?.textContent === "Security Automation" && container.querySelector("h1"))).toBeTruthy();
    expect(load).toHaveBeenCalledOnce();
  });

  it("renders the body from its chunk on a client-side render", async () => {
    markHydrated();
    const load = vi.fn(async () => () => <h1>From the chunk</h1>);
    const Body = prerenderedBody(load);
    const container = mount("");

    await act(async () => {
      createRoot(container).render(<RouterProvider router={routerFor(<Body />)} />);
    });
    expect(load).toHaveBeenCalledOnce();
    expect(await vi.waitFor(() => container.querySelector("h1"))).toHaveTextContent("From the chunk");
  });

  it("keeps prerendered HTML it has no code for (the footer) even after hydration", async () => {
    const container = mount('<div data-prerendered="footer"><footer><a href="/platform/ai-security">AI</a></footer></div>');
    const router = routerFor(<PrerenderedHtml name="footer" />);

    await act(async () => {
      createRoot(container).render(<RouterProvider router={router} />);
    });
    expect(container.querySelector("footer")).toHaveTextContent("AI");
  });
});
