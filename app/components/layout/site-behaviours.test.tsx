import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, describe, expect, it, vi } from "vitest";
import { Tooltip, TooltipContent, TooltipTrigger } from "~/components/ui/tooltip";
import { notify } from "~/components/ui/notify";
import { ERROR_TITLE, ErrorBoundary, ErrorScreen } from "~/components/ui/error-screen";

describe("toasts", () => {
  it("load on first use and show at most three at once", async () => {
    expect(document.querySelector("[data-sonner-toaster]")).toBeNull();
    // The toaster mounts between the call and the toast, so do not hold React in act() here.
    const shown = Promise.all([1, 2, 3, 4, 5].map((n) => notify(`Toast ${n}`, "success")));
    expect(await screen.findByText("Toast 5", {}, { timeout: 3000 })).toBeInTheDocument();
    await act(() => shown);
    expect(document.querySelectorAll('[data-sonner-toast][data-visible="true"]')).toHaveLength(3);
  });

  // The toaster's root is the page's own and outlives the test: its toasts' 4 s timers must not wake
  // React after the worker's last file has taken the document away ("window is not defined").
  afterAll(async () => {
    const { toast } = await import("sonner");
    act(() => void toast.dismiss());
    await waitFor(() => expect(document.querySelector("[data-sonner-toast]")).toBeNull());
  });
});

describe("forced light theme", () => {
  it("stores light under ui-theme whatever was stored, when a page's script runs", async () => {
    window.localStorage.setItem("ui-theme", "dark");
    await import("~/browser/site-behaviours");
    expect(window.localStorage.getItem("ui-theme")).toBe("light");
  });
});

describe("tooltips", () => {
  it("open only after the 700 ms delay", async () => {
    const user = userEvent.setup();
    render(
      <Tooltip>
        <TooltipTrigger>Severity</TooltipTrigger>
        <TooltipContent>Critical: act now</TooltipContent>
      </Tooltip>,
    );
    const started = performance.now();
    await user.hover(screen.getByText("Severity"));
    await screen.findByRole("tooltip", {}, { timeout: 2000 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(650);
  });
});

describe("error screen", () => {
  it("stands in the place of an island that fails to render; the rest of the page stays", () => {
    vi.spyOn(console, "error").mockImplementation(() => {}); // React reports the caught error
    const Broken = () => {
      throw new Error("broken section");
    };
    render(
      <>
        <p>Around the island</p>
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>
      </>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(ERROR_TITLE);
    expect(screen.getByText("Around the island")).toBeInTheDocument();
  });

  it("is titled, and offers a way home and a reload", async () => {
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload });
    render(<ErrorScreen />);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(ERROR_TITLE);
    expect(ERROR_TITLE).toBe("Unexpected Application Error!");
    expect(screen.getByRole("link", { name: "Go home" })).toHaveAttribute("href", "/");
    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(reload).toHaveBeenCalled();
  });
});
