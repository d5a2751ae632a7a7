import type { ClientDirective } from "astro";

/**
 * `client:intent` (Astro's `addClientDirective`): an island's code loads on the visitor's first sign
 * of intent to use it, not with the page. `client:intent="<event>"` also wakes it on that window event. */
// Lets `astro check` type the directive where it is used.
declare module "astro" {
  interface AstroClientDirectives {
    "client:intent"?: string | true;
  }
}

const INTENT = ["pointerover", "focusin", "touchstart"] as const;

const intent: ClientDirective = (load, options, el) => {
  const wakeEvent =
    typeof options.value === "string" && options.value !== "" ? options.value : undefined;
  let started = false;
  const wake = async () => {
    if (started) return;
    started = true;
    INTENT.forEach((type) => el.removeEventListener(type, wake));
    if (wakeEvent) window.removeEventListener(wakeEvent, wake);
    const hydrate = await load();
    await hydrate();
  };
  INTENT.forEach((type) => el.addEventListener(type, wake, { passive: true }));
  if (wakeEvent) window.addEventListener(wakeEvent, wake);
  // The visitor got there before the page's script did: the pointer already over it, or focus in it.
  if (el.querySelector(":hover") || el.contains(document.activeElement)) void wake();
};

export default intent;
