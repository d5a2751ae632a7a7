import { afterEach, describe, expect, it, vi } from "vitest";
import { HOVER_INTENT_MS, intentPath, listenForIntent } from "./prefetch-intent";

/** The innermost element of `html`, as the target of a pointer or touch event would be. */
function link(html: string): Element {
  document.body.innerHTML = html;
  let element: Element = document.body;
  while (element.firstElementChild) element = element.firstElementChild;
  return element;
}

afterEach(() => {
  document.body.innerHTML = "";
  vi.useRealTimers();
});

describe("intentPath", () => {
  const here = new URL("/services/red-team", document.baseURI) as unknown as Location;

  it("names the page a same-site link leads to, from the link or anything inside it", () => {
    expect(intentPath(link('<a href="/company/careers">Careers</a>'), here)).toBe("/company/careers");
    expect(intentPath(link('<a href="/platform#ai"><span>Platform</span></a>'), here)).toBe("/platform");
  });

  it("ignores links that leave the site, open elsewhere, download, or stay on this page", () => {
    for (const html of [
      '<a href="https://example.com/platform">x</a>',
      '<a href="mailto:sales@halcyrion.example">x</a>',
      '<a href="/platform" target="_blank">x</a>',
      '<a href="/platform" download>x</a>',
      '<a href="/services/red-team#methodology">x</a>',
      '<a href="/sitemap.xml">x</a>',
    ])
      expect(intentPath(link(html), here), html).toBeNull();
    expect(intentPath(document.body, here)).toBeNull();
  });
});

describe("listenForIntent", () => {
  it("reports a touch or focus at once, and a pointer only once it rests on the link", () => {
    vi.useFakeTimers();
    const seen: string[] = [];
    const stop = listenForIntent(document, (path) => seen.push(path));
    document.body.innerHTML = '<a href="/platform">Platform</a><a href="/services">Services</a>';
    const platform = document.querySelector('a[href="/platform"]');
    const services = document.querySelector('a[href="/services"]');
    if (!platform || !services) throw new Error("links not rendered");

    platform.dispatchEvent(new Event("pointerover", { bubbles: true }));
    services.dispatchEvent(new Event("pointerover", { bubbles: true }));
    vi.advanceTimersByTime(HOVER_INTENT_MS);
    expect(seen).toEqual(["/services"]);

    platform.dispatchEvent(new Event("touchstart", { bubbles: true }));
    services.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(seen).toEqual(["/services", "/platform", "/services"]);

    stop();
    platform.dispatchEvent(new Event("touchstart", { bubbles: true }));
    expect(seen).toHaveLength(3);
  });
});
