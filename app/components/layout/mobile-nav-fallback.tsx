import type { MouseEventHandler, Ref } from "react";
import { Icon } from "~/components/ui/icon";
import { navigation } from "~/content/site";

const { home: homeLink, contact: contactLink, menus: navMenus } = navigation;

interface MobileNavFallbackProps {
  ref?: Ref<HTMLDetailsElement>;
  /** A click on the menu button (mobile-nav.tsx opens the drawer instead of the disclosure). */
  onOpen?: MouseEventHandler;
  /** A first sign the menu is wanted: a press on, or focus of, the menu button. */
  onIntent?: () => void;
}

/**
 * The phone menu before JavaScript runs, and until the drawer dialog is first opened: a native
 * disclosure holding every navigation link, so the menu works with scripts off.
 */
export function MobileNavFallback({ ref, onOpen, onIntent }: MobileNavFallbackProps) {
  return (
    <details ref={ref} className="group lg:hidden">
      <summary
        onClick={onOpen}
        onPointerDown={onIntent}
        onTouchStart={onIntent}
        onFocus={onIntent}
        className="flex size-11 cursor-pointer list-none items-center justify-center rounded-control text-ink hover:bg-subtle [&::-webkit-details-marker]:hidden"
      >
        <Icon name="menu" className="size-6" />
        <span className="sr-only">Menu</span>
      </summary>
      <nav
        aria-label="Mobile"
        className="absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-line bg-white px-5 py-4 shadow-raised"
      >
        <ul className="space-y-3">
          <li>
            <a href={homeLink.href} className="font-semibold">{homeLink.label}</a>
          </li>
          {navMenus.map((menu) => (
            <li key={menu.id}>
              <a href={menu.href} className="font-semibold">{menu.label}</a>
              <ul className="mt-1 ml-3 space-y-1">
                {menu.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} className="text-muted">{link.label}</a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
          <li>
            <a href={contactLink.href} className="font-semibold text-brand-700">{contactLink.label}</a>
          </li>
        </ul>
      </nav>
    </details>
  );
}
