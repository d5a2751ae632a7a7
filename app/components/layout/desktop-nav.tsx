import { navigation } from "~/content/site";
import { buttonVariants } from "~/components/ui/button-variants";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

const { home: homeLink, contact: contactLink, menus: navMenus } = navigation;
const triggerStyle =
  "inline-flex h-10 items-center gap-1 rounded-control px-3 text-sm font-medium text-ink transition-colors hover:bg-subtle hover:text-brand-700 data-[state=open]:bg-subtle data-[state=open]:text-brand-700";

/**
 * HTML and CSS, no framework: app/browser/top-bar.ts adds the menus' behaviour. Without scripts, CSS
 * opens a menu on hover and while focus is in it (app.css, `scripting: none`). */
export function DesktopNav() {
  return (
    <nav aria-label="Main" className="hidden lg:flex" data-top-bar-menus>
      <ul className="flex items-center gap-1">
        <li>
          <a href={homeLink.href} className={triggerStyle}>
            {homeLink.label}
          </a>
        </li>
        {navMenus.map((menu) => (
          <li key={menu.id} className="relative" data-menu>
            <button
              type="button"
              aria-expanded="false"
              aria-controls={`menu-${menu.id}`}
              className={triggerStyle}
            >
              {menu.label}
              <Icon
                name="chevron-down"
                className="size-4 transition-transform duration-200 in-aria-expanded:rotate-180"
              />
            </button>
            <div
              id={`menu-${menu.id}`}
              data-menu-panel
              // Padding, not a margin, above the panel: the pointer crosses no gap on its way down.
              className={cn(
                "absolute top-full left-0 z-50 pt-2",
                menu.links.length > 4 ? "w-[38rem]" : "w-[22rem]",
              )}
            >
              <ul
                className={cn(
                  "grid gap-1 rounded-card border border-line bg-white p-2 shadow-raised",
                  menu.links.length > 4 && "grid-cols-2",
                )}
              >
                {menu.links.map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      className="block rounded-control p-3 hover:bg-subtle focus-visible:bg-subtle"
                    >
                      <span className="block text-sm font-semibold text-ink">{link.label}</span>
                      {link.description && (
                        <span className="mt-0.5 block text-sm leading-snug text-muted">
                          {link.description}
                        </span>
                      )}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
        <li className="ml-2">
          <a href={contactLink.href} className={buttonVariants({ size: "sm" })}>
            {contactLink.label}
          </a>
        </li>
      </ul>
    </nav>
  );
}
