import { requestSearch } from "./search-shortcut";

/*
 * What the top bar's HTML (components/layout/desktop-nav.tsx, mobile-nav.tsx) cannot do alone,
 * in plain script on every page, no framework:
 * - desktop menus open on hover (after a moment, so a pointer crossing the bar opens nothing),
 *   on click and from the keyboard, one at a time; Escape closes the open one and returns focus
 *   to its button; focus or the pointer leaving closes it; `aria-expanded` tells which is open;
 * - the drawer closes when one of its links leads elsewhere on the same page, and its Search
 *   button closes it and opens the search.
 */
const HOVER_OPEN_MS = 80;
const HOVER_CLOSE_MS = 200;

export function wireTopBar(root: ParentNode = document): void {
  const menus = Array.from(root.querySelectorAll<HTMLElement>("[data-menu]"));
  const buttonOf = (menu: HTMLElement) => menu.querySelector<HTMLButtonElement>(":scope > button");
  const isOpen = (menu: HTMLElement) => buttonOf(menu)?.getAttribute("aria-expanded") === "true";
  const setOpen = (menu: HTMLElement, open: boolean) => {
    if (open) menus.forEach((other) => other !== menu && setOpen(other, false));
    buttonOf(menu)?.setAttribute("aria-expanded", String(open));
  };

  for (const menu of menus) {
    const button = buttonOf(menu);
    if (!button) continue;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = (open: boolean, ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => setOpen(menu, open), ms);
    };
    button.addEventListener("click", () => {
      clearTimeout(timer);
      setOpen(menu, !isOpen(menu));
    });
    menu.addEventListener("pointerenter", (event) => event.pointerType === "mouse" && later(true, HOVER_OPEN_MS));
    menu.addEventListener("pointerleave", (event) => event.pointerType === "mouse" && later(false, HOVER_CLOSE_MS));
    menu.addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || !isOpen(menu)) return;
      setOpen(menu, false);
      button.focus();
    });
    menu.addEventListener("focusout", (event) => {
      if (!(event.relatedTarget instanceof Node) || !menu.contains(event.relatedTarget)) setOpen(menu, false);
    });
  }

  const drawer = root.querySelector<HTMLDialogElement>("dialog[data-drawer]");
  drawer?.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest("[data-open-search]")) {
      drawer.close();
      requestSearch();
      return;
    }
    const link = target?.closest("a");
    // A link to another page replaces this one; one to a part of this page must close the drawer.
    if (link && link.pathname === window.location.pathname) drawer.close();
  });
}
