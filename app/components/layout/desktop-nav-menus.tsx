import { useLayoutEffect, useRef } from "react";
import { Link, NavLink } from "react-router";
import { navigation } from "~/content/site";

const { home: homeLink, contact: contactLink, menus: navMenus } = navigation;
import { buttonVariants } from "~/components/ui/button-variants";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
} from "~/components/ui/navigation-menu";
import { navigationMenuTriggerStyle } from "~/components/ui/navigation-menu-style";
import { cn } from "~/lib/cn";

/**
 * Radix NavigationMenu: menus open on hover, on click or tap, and from the keyboard (Enter,
 * Space, arrows; Escape closes and returns focus to the trigger). Loaded on the first sign of
 * intent (desktop-nav.tsx); it replaces the plain links, and takes over from them the item that
 * had keyboard focus (`focused`) and the one under the mouse (`pointed`), by `data-nav-item`.
 */
export default function DesktopNavMenus({ focused, pointed }: { focused?: string; pointed?: string }) {
  const nav = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    const item = (id?: string) => (id ? nav.current?.querySelector<HTMLElement>(`[data-nav-item="${id}"]`) : null);
    // Focus left with the link it was on: put it on the same item here, unless it has moved on.
    if (focused && (document.activeElement === null || document.activeElement === document.body)) item(focused)?.focus();
    // The mouse is already on a label: replay its arrival, so Radix opens that menu after its
    // usual hover delay and applies its own rules when the pointer leaves or clicks.
    item(pointed)?.dispatchEvent(new PointerEvent("pointermove", { bubbles: true, pointerType: "mouse" }));
  }, [focused, pointed]);

  return (
    <NavigationMenu ref={nav} aria-label="Main" className="hidden lg:flex">
      <NavigationMenuList>
        <NavigationMenuItem>
          <NavigationMenuLink asChild>
            <NavLink to={homeLink.href} end data-nav-item="home" className={navigationMenuTriggerStyle}>
              {homeLink.label}
            </NavLink>
          </NavigationMenuLink>
        </NavigationMenuItem>
        {navMenus.map((menu) => (
          <NavigationMenuItem key={menu.id} value={menu.id}>
            <NavigationMenuTrigger data-nav-item={menu.id}>{menu.label}</NavigationMenuTrigger>
            <NavigationMenuContent className={menu.links.length > 4 ? "w-[38rem]" : "w-[22rem]"}>
              <ul className={cn("grid gap-1", menu.links.length > 4 && "grid-cols-2")}>
                {menu.links.map((link) => (
                  <li key={link.href}>
                    <NavigationMenuLink asChild>
                      <Link to={link.href} className="block rounded-control p-3 hover:bg-subtle focus-visible:bg-subtle">
                        <span className="block text-sm font-semibold text-ink">{link.label}</span>
                        {link.description && (
                          <span className="mt-0.5 block text-sm leading-snug text-muted">{link.description}</span>
                        )}
                      </Link>
                    </NavigationMenuLink>
                  </li>
                ))}
              </ul>
            </NavigationMenuContent>
          </NavigationMenuItem>
        ))}
        <NavigationMenuItem className="ml-2">
          <NavigationMenuLink asChild>
            <Link to={contactLink.href} data-nav-item="contact" className={buttonVariants({ size: "sm" })}>
              {contactLink.label}
            </Link>
          </NavigationMenuLink>
        </NavigationMenuItem>
      </NavigationMenuList>
    </NavigationMenu>
  );
}
