import { describe, expect, it, vi } from "vitest";
import intent from "./intent-directive";

/** Runs the directive on a fresh element; `hydrated` counts how often Astro's hydrate ran. */
function island(value?: string) {
  const el = document.createElement("div");
  el.innerHTML = "<button type=button>Search</button>";
  document.body.append(el);
  const hydrate = vi.fn();
  const load = vi.fn(async () => hydrate);
  void intent(load, { name: "intent", value: value ?? "" }, el);
  return { el, load, hydrate };
}

/** The island's button. */
const button = (el: HTMLElement) => el.querySelector("button") ?? el;

const settle = () => new Promise((resolve) => setTimeout(resolve));

describe("client:intent", () => {
  it("loads nothing until the visitor shows intent, then hydrates once", async () => {
    const { el, load, hydrate } = island();
    await settle();
    expect(load).not.toHaveBeenCalled();
    button(el).dispatchEvent(new Event("pointerover", { bubbles: true }));
    el.dispatchEvent(new Event("focusin"));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("wakes on keyboard focus and on touch", async () => {
    for (const type of ["focusin", "touchstart"]) {
      const { el, hydrate } = island();
      button(el).dispatchEvent(new Event(type, { bubbles: true }));
      await settle();
      expect(hydrate).toHaveBeenCalledTimes(1);
    }
  });

  it("wakes on its named window event (a shortcut pressed anywhere)", async () => {
    const { hydrate } = island("test:wake");
    window.dispatchEvent(new Event("other"));
    await settle();
    expect(hydrate).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("test:wake"));
    await settle();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("wakes at once when focus is already inside", async () => {
    const el = document.createElement("div");
    el.innerHTML = "<button type=button>Search</button>";
    document.body.append(el);
    button(el).focus();
    const hydrate = vi.fn();
    void intent(async () => hydrate, { name: "intent", value: "" }, el);
    await settle();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });
});
