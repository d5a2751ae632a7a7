import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { revealAll } from "~/browser/reveal";
import { Reveal } from "./reveal";

/** The HTML, then the page's script (site-behaviours.ts runs revealAll on every page). */
function renderRevealed(ui: Parameters<typeof render>[0]) {
  const view = render(ui);
  revealAll(view.container);
  return view;
}

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let observers: FakeObserver[] = [];

class FakeObserver {
  watched: Element[] = [];
  constructor(public callback: Callback) {
    observers.push(this);
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  unobserve(element: Element) {
    this.watched = this.watched.filter((watched) => watched !== element);
  }
  disconnect() {
    this.watched = [];
  }
  /** One report on every element still watched, each standing `top` px down the viewport. */
  report(top: number) {
    this.callback(
      this.watched.map((target) => ({
        target,
        isIntersecting: top < 0.92 * window.innerHeight,
        boundingClientRect: { top } as DOMRect,
      })),
    );
  }
}

function mockMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
  }));
}

describe("Reveal", () => {
  beforeEach(() => {
    observers = [];
    vi.stubGlobal("IntersectionObserver", FakeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("hides content below the fold, after the first paint, only until it scrolls into view", () => {
    mockMotion(false);
    renderRevealed(<Reveal>Threat feed</Reveal>);
    const element = screen.getByText("Threat feed");
    expect(element).not.toHaveAttribute("data-reveal");
    observers[0]?.report(5000);
    expect(element).toHaveAttribute("data-reveal", "pending");
    observers[0]?.report(10);
    expect(element).toHaveAttribute("data-reveal", "shown");
  });

  it("leaves content already in view untouched", () => {
    mockMotion(false);
    renderRevealed(<Reveal>Hero copy</Reveal>);
    observers[0]?.report(10);
    expect(screen.getByText("Hero copy")).not.toHaveAttribute("data-reveal");
  });

  it("never asks the browser for a layout while the page loads, and watches every element with one observer", () => {
    // Reading a position before the first paint forces a layout per element (see lib/reveal.ts).
    mockMotion(false);
    const measure = vi.spyOn(HTMLElement.prototype, "getBoundingClientRect");
    renderRevealed(
      <>
        <Reveal>One</Reveal>
        <Reveal>Two</Reveal>
      </>,
    );
    observers[0]?.report(5000);
    expect(measure).not.toHaveBeenCalled();
    expect(observers).toHaveLength(1);
    expect(screen.getByText("One")).toHaveAttribute("data-reveal", "pending");
    expect(screen.getByText("Two")).toHaveAttribute("data-reveal", "pending");
  });

  it("does nothing under prefers-reduced-motion", () => {
    mockMotion(true);
    renderRevealed(<Reveal>Careers</Reveal>);
    expect(screen.getByText("Careers")).not.toHaveAttribute("data-reveal");
    expect(observers).toHaveLength(0);
  });

  it("applies a stagger delay", () => {
    mockMotion(false);
    renderRevealed(<Reveal delay={0.2}>Card</Reveal>);
    expect(screen.getByText("Card").style.transitionDelay).toBe("0.2s");
  });
});
