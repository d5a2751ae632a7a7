import { requestSearch } from "./search-shortcut";

/*
 * What the top bar's HTML cannot do alone, in plain script (docs/decisions/0004-top-bar-drawn-once-read-whole.md).
 * Hover opens after a moment so a pointer crossing the bar opens nothing. */
const HOVER_OPEN_MS = 80;
const HOVER_CLOSE_MS = 200;

export function wireTopBar(root: ParentNode = document): void {
  const menus = Array.from(root.querySelectorAll<HTMLElement>("[data-menu]"));
  const buttonOf = (menu: HTMLElement) => menu.querySelector<HTMLButtonElement>(":scope > button");
  const isOpen = (menu: HTMLElement) => buttonOf(menu)?.getAttribute("aria-expanded") === "true";
  /** Menus the resting pointer opened: a click on their button then keeps them open, not closes them. */
  const hoverOpened = new Set<HTMLElement>();
  const setOpen = (menu: HTMLElement, open: boolean, byHover = false) => {
    if (open) menus.forEach((other) => other !== menu && setOpen(other, false));
    if (open && byHover) hoverOpened.add(menu);
    else hoverOpened.delete(menu);
    buttonOf(menu)?.setAttribute("aria-expanded", String(open));
  };

  for (const menu of menus) {
    const button = buttonOf(menu);
    if (!button) continue;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = (open: boolean, ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => setOpen(menu, open, true), ms);
    };
    button.addEventListener("click", () => {
      clearTimeout(timer);
      setOpen(menu, hoverOpened.has(menu) || !isOpen(menu));
    });
    menu.addEventListener(
      "pointerenter",
      (event) => event.pointerType === "mouse" && later(true, HOVER_OPEN_MS),
    );
    menu.addEventListener(
      "pointerleave",
      (event) => event.pointerType === "mouse" && later(false, HOVER_CLOSE_MS),
    );
    menu.addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || !isOpen(menu)) return;
      setOpen(menu, false);
      button.focus();
    });
    menu.addEventListener("focusout", (event) => {
      if (!(event.relatedTarget instanceof Node) || !menu.contains(event.relatedTarget))
        setOpen(menu, false);
    });
  }

  const drawer = root.querySelector<HTMLDialogElement>("dialog[data-drawer]");
  root.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target?.closest("[data-open-search]")) return;
    drawer?.close();
    requestSearch();
  });
  drawer?.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest("a");
    // A link to another page replaces this one; one to a part of this page must close the drawer.
    if (link && link.pathname === window.location.pathname) drawer.close();
  });
  // A modal <dialog> lets focus leave for the browser's own controls: Tab cycles within it.
  drawer?.addEventListener("keydown", (event) => {
    if (event.key !== "Tab") return;
    const stops = Array.from(
      drawer.querySelectorAll<HTMLElement>("a[href], button, summary"),
    ).filter((stop) => stop.checkVisibility?.() ?? true);
    const [from, to] = event.shiftKey ? [stops[0], stops.at(-1)] : [stops.at(-1), stops[0]];
    if (!to || document.activeElement !== from) return;
    event.preventDefault();
    to.focus();
  });

  // Older Safari and Firefox lack HTML's `command` buttons.
  if (!("command" in HTMLButtonElement.prototype)) {
    root.addEventListener("click", (event) => {
      const button =
        event.target instanceof Element ? event.target.closest("button[commandfor]") : null;
      const target = button && document.getElementById(button.getAttribute("commandfor") ?? "");
      if (!button || !(target instanceof HTMLDialogElement)) return;
      if (button.getAttribute("command") === "show-modal") target.showModal();
      else target.close();
    });
  }
}
