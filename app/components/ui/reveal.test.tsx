import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { revealAll } from "~/lib/reveal";
import { Reveal } from "./reveal";

/** The HTML, then the page's script (site-behaviours.ts runs revealAll on every page). */
function renderRevealed(ui: Parameters<typeof render>[0]) {
  const view = render(ui);
  revealAll(view.container);
  return view;
}

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let observed: { callback: Callback; element?: Element }[] = [];

class FakeObserver {
  constructor(public callback: Callback) {}
  observe(element: Element) {
    observed.push({ callback: this.callback, element });
  }
  disconnect() {}
}

function mockMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reduce && query.includes("reduce"), media: query }));
}

function placeBelowFold(top: number) {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ top } as DOMRect);
}

describe("Reveal", () => {
  beforeEach(() => {
    observed = [];
    vi.stubGlobal("IntersectionObserver", FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("hides content below the fold only until it scrolls into view", () => {
    mockMotion(false);
    placeBelowFold(5000);
    renderRevealed(<Reveal>Threat feed</Reveal>);
    const element = screen.getByText("Threat feed");
    expect(element).toHaveAttribute("data-reveal", "pending");
    observed[0]?.callback([{ isIntersecting: true }]);
    expect(element).toHaveAttribute("data-reveal", "shown");
  });

  it("leaves content already in view untouched", () => {
    mockMotion(false);
    placeBelowFold(10);
    renderRevealed(<Reveal>Hero copy</Reveal>);
    expect(screen.getByText("Hero copy")).not.toHaveAttribute("data-reveal");
  });

  it("does nothing under prefers-reduced-motion", () => {
    mockMotion(true);
    placeBelowFold(5000);
    renderRevealed(<Reveal>Careers</Reveal>);
    expect(screen.getByText("Careers")).not.toHaveAttribute("data-reveal");
    expect(observed).toHaveLength(0);
  });

  it("applies a stagger delay", () => {
    mockMotion(false);
    placeBelowFold(5000);
    renderRevealed(<Reveal delay={0.2}>Card</Reveal>);
    expect(screen.getByText("Card").style.transitionDelay).toBe("0.2s");
  });
});
