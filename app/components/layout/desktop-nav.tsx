import { type ComponentProps, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Link, NavLink } from "react-router";
import { navigation } from "~/content/site";

const { home: homeLink, contact: contactLink, menus: navMenus } = navigation;
import { buttonVariants } from "~/components/ui/button-variants";
import { Icon } from "~/components/ui/icon";
import { navigationMenuTriggerStyle } from "~/components/ui/navigation-menu-style";
import type DesktopNavMenus from "./desktop-nav-menus";

type Menus = typeof DesktopNavMenus;
const loadMenus = () => import("./desktop-nav-menus");

/**
 * The desktop top bar. The prerendered HTML carries plain links (each menu label leads to its
 * section's index page), so it works before and without JavaScript. The Radix menus load on the
 * first sign of intent (the pointer or a touch on the bar, or keyboard focus in it), not with the
 * page, and replace the links as soon as they arrive, taking over the item that had keyboard
 * focus and the one under the mouse (`data-nav-item` names each item in both versions).
 */
export function DesktopNav() {
  const [menus, setMenus] = useState<{ Menus: Menus; handover: ComponentProps<Menus> } | null>(
    null,
  );
  const nav = useRef<HTMLElement>(null);
  const pointed = useRef<string>(undefined);
  const requested = useRef(false);

  const load = () => {
    if (requested.current) return;
    requested.current = true;
    loadMenus().then(
      ({ default: Menus }) => {
        const active = document.activeElement;
        const focused = nav.current?.contains(active) ? itemOf(active) : undefined;
        // Swap at once, so nothing can move focus between reading it and the swap.
        flushSync(() => setMenus({ Menus, handover: { focused, pointed: pointed.current } }));
      },
      () => {
        requested.current = false; // the links stay; the next sign of intent tries again
      },
    );
  };

  if (menus) return <menus.Menus {...menus.handover} />;
  return (
    <DesktopNavLinks
      ref={nav}
      onFocus={load}
      onTouchStart={load}
      // Every move, not only entering: a pointer already resting on the bar when the page
      // finished hydrating counts as soon as it stirs.
      onPointerMove={(event) => {
        load();
        pointed.current = event.pointerType === "mouse" ? itemOf(event.target) : undefined;
      }}
      onPointerLeave={() => (pointed.current = undefined)}
    />
  );
}

/** The top-bar item an element belongs to, by its `data-nav-item`. */
function itemOf(target: EventTarget | null): string | undefined {
  return target instanceof Element
    ? target.closest<HTMLElement>("[data-nav-item]")?.dataset.navItem
    : undefined;
}

function DesktopNavLinks(props: ComponentProps<"nav">) {
  return (
    <nav aria-label="Main" className="hidden lg:flex" {...props}>
      <ul className="flex items-center gap-1">
        <li>
          <NavLink
            to={homeLink.href}
            end
            data-nav-item="home"
            className={navigationMenuTriggerStyle}
          >
            {homeLink.label}
          </NavLink>
        </li>
        {navMenus.map((menu) => (
          <li key={menu.id}>
            <Link to={menu.href} data-nav-item={menu.id} className={navigationMenuTriggerStyle}>
              {menu.label}
              {/* The same chevron the menu trigger shows, so the swap moves nothing. */}
              <Icon name="chevron-down" className="size-4" />
            </Link>
          </li>
        ))}
        <li className="ml-2">
          <Link
            to={contactLink.href}
            data-nav-item="contact"
            className={buttonVariants({ size: "sm" })}
          >
            {contactLink.label}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
