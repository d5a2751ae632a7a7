import type { ClientDirective } from "astro";

/**
 * `client:intent`, a custom client directive (Astro's documented `addClientDirective` API,
 * registered in astro.config.ts): an island's code loads on the visitor's first sign of intent to
 * use it (the pointer over it, a touch, keyboard focus in it), not with the page. Until then it
 * is the server's HTML, which works without JavaScript (links lead to pages, forms post).
 *
 * `client:intent="<event>"` also wakes the island on that window event (the site search's
 * shortcuts, pressed anywhere on the page: lib/search-shortcut.ts).
 */
const INTENT = ["pointerover", "focusin", "touchstart"] as const;

const intent: ClientDirective = (load, options, el) => {
  const wakeEvent = typeof options.value === "string" ? options.value : undefined;
  let started = false;
  let live = false;
  /** A button pressed while the code is on its way (a test's click follows its hover at once): pressed again once live. */
  let heldButton = -1;
  const buttons = () => Array.from(el.querySelectorAll("button"));
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (live || !button || button.type === "submit") return;
    event.preventDefault();
    event.stopPropagation();
    heldButton = buttons().indexOf(button);
    void wake();
  };
  const wake = async () => {
    if (started) return;
    started = true;
    INTENT.forEach((type) => el.removeEventListener(type, wakeOnIntent));
    if (wakeEvent) window.removeEventListener(wakeEvent, wakeOnIntent);
    const hydrate = await load();
    await hydrate();
    live = true;
    el.removeEventListener("click", hold, true);
    if (heldButton >= 0) buttons()[heldButton]?.click();
  };
  const wakeOnIntent = () => void wake();
  INTENT.forEach((type) => el.addEventListener(type, wakeOnIntent, { passive: true }));
  el.addEventListener("click", hold, true);
  if (wakeEvent) window.addEventListener(wakeEvent, wakeOnIntent);
  // The visitor got there before the page's script did: the pointer already over it, or focus in it.
  if (el.querySelector(":hover") || el.contains(document.activeElement)) void wake();
};

export default intent;
