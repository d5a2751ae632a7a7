import type { ReactElement, ReactNode } from "react";
import { useHydratedFlag } from "~/lib/use-hydrated-flag";
// Types only (erased): what swaps an island in loads when it wakes.
import type { Awake } from "./island-swap";

/**
 * Islands: the live parts of a kept page body (prerendered-body.tsx): a form, the blog's Load
 * More, the docs search, Copy email, in a page that is otherwise text. The page's first load
 * carries no code for them; it loads on the visitor's first intent to use one (the pointer over
 * it, a touch, focus in it, a click or a send), or at once when there is something to restore (a
 * saved draft). Then the island's component renders in place of its prerendered HTML, carrying
 * over what the visitor had typed, ticked or chosen, the field or link they were on and their
 * caret (carry-controls.ts), and a send or click made before it was ready is made again on the
 * live copy. A client-side navigation renders the page's body, islands included, as usual.
 *
 * Why not hydrate just the island (a second React root)? Its components need the router's
 * context (the consent line's Link, the page's path), which a separate root does not have; a
 * portal rendered by the kept body keeps it.
 */
export interface IslandSpec {
  /** Its wrapper's `data-island` value, unique on the page. */
  name: string;
  /** The element the prerender rendered inside the wrapper, its code loaded. */
  load: () => Promise<ReactElement>;
  /** Wake it as the page loads, not on intent (a draft to restore). */
  now?: () => boolean;
}

/**
 * Marks a live part of a page body: what prerendered-body.tsx brings to life on intent. Rendered
 * by React in the browser (a client-side navigation), it is live already.
 */
export function Island({ name, children }: { name: string; children: ReactNode }) {
  const live = useHydratedFlag();
  return (
    <div data-island={name} data-island-live={live ? "" : undefined}>
      {children}
    </div>
  );
}

const INTENT = ["pointerover", "focusin", "touchstart"] as const;

/** Set on an island's wrapper once its live copy is in place (island-swap.tsx). */
export const LIVE = "data-island-live";
/** Set on an island's wrapper once it is watched for intent: a click before then is the HTML's own. */
const WATCHED = "data-island-watched";
/**
 * Clicks on these before the live copy is there are held for it, and made again on the live
 * element in the same place: an island's buttons, and a link that stands in for one in the HTML
 * (the blog's Load More Articles leads to the next page without JavaScript and shows the next
 * articles in place with it).
 */
export const HELD_CLICKS = "button, a[data-island-hold]";

/**
 * Watches the islands of the kept body `root`; whenever one wakes, hands the portals of those
 * awake to `show`, for the kept body to render. Returns what stops watching.
 */
export function wakeIslands(root: HTMLElement, specs: readonly IslandSpec[], show: (portals: ReactNode) => void): () => void {
  let disposed = false;
  const awake: Awake[] = [];
  const cleanups = specs.map((spec) => {
    const container = root.querySelector<HTMLElement>(`[data-island="${CSS.escape(spec.name)}"]`);
    if (!container) return () => {};
    let started = false;
    const held = { submit: false, click: -1 };
    // A press on it when its code arrives: the swap waits for the release, or the press and the
    // release would land on different buttons and the browser would click neither.
    let pressed = false;
    let swapOnRelease: (() => void) | null = null;
    const press = () => void (pressed = true);
    const release = () => {
      pressed = false;
      // After the click that follows the release (held, and made again by the live copy).
      setTimeout(() => {
        const swap = swapOnRelease;
        swapOnRelease = null;
        swap?.();
      });
    };
    const wake = () => {
      if (started) return;
      started = true;
      INTENT.forEach((type) => container.removeEventListener(type, wake));
      Promise.all([spec.load(), import("./island-swap")]).then(
        ([element, { islandPortal }]) => {
          const swap = () => {
            if (disposed) return;
            awake.push({ name: spec.name, container, element, replaced: Array.from(container.childNodes), held });
            show(awake.map(islandPortal));
          };
          if (pressed) swapOnRelease = swap;
          else swap();
        },
        () => {
          // Its code did not load (offline, a failed deploy): the HTML form works as it does
          // without JavaScript, a send held for the live one is made by the browser, and a
          // control that needs the code is no longer offered.
          stop();
          container.removeAttribute(WATCHED);
          if (held.submit) container.querySelector("form")?.requestSubmit();
          const link = container.querySelectorAll(HELD_CLICKS)[held.click];
          if (link instanceof HTMLAnchorElement) window.location.assign(link.href); // as without JavaScript: the router would need code too
        },
      );
    };
    // A send before the live form is there: the browser's own would leave the page.
    const holdSubmit = (event: SubmitEvent) => {
      if (container.hasAttribute(LIVE)) return;
      event.preventDefault();
      event.stopPropagation();
      held.submit = true;
      wake();
    };
    // A click on one of its buttons before then (a submit button's click is held as a send), or
    // on a link standing in for one (not one meant for a new tab).
    const holdClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest(HELD_CLICKS) : null;
      if (container.hasAttribute(LIVE) || !target || (target instanceof HTMLButtonElement && target.type === "submit")) return;
      if (target instanceof HTMLAnchorElement && (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) return;
      event.preventDefault();
      event.stopPropagation();
      held.click = Array.from(container.querySelectorAll(HELD_CLICKS)).indexOf(target);
      wake();
    };
    INTENT.forEach((type) => container.addEventListener(type, wake, { passive: true }));
    container.addEventListener("submit", holdSubmit, true);
    container.addEventListener("click", holdClick, true);
    container.addEventListener("pointerdown", press, true);
    window.addEventListener("pointerup", release, true);
    window.addEventListener("pointercancel", release, true);
    container.setAttribute(WATCHED, "");
    const stop = () => {
      INTENT.forEach((type) => container.removeEventListener(type, wake));
      container.removeEventListener("submit", holdSubmit, true);
      container.removeEventListener("click", holdClick, true);
      container.removeEventListener("pointerdown", press, true);
      window.removeEventListener("pointerup", release, true);
      window.removeEventListener("pointercancel", release, true);
    };
    // The visitor got there before this code did: the pointer already over it, or focus in it.
    if (spec.now?.() || container.matches(":hover") || container.contains(document.activeElement)) wake();
    return stop;
  });
  return () => {
    disposed = true;
    cleanups.forEach((cleanup) => cleanup());
  };
}

