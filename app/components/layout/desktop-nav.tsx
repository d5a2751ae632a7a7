import { Suspense, lazy } from "react";
import { Link, NavLink } from "react-router";
import { contactLink, homeLink, navMenus } from "~/content/navigation";
import { buttonVariants } from "~/components/ui/button-variants";
import { Icon } from "~/components/ui/icon";
import { navigationMenuTriggerStyle } from "~/components/ui/navigation-menu-style";
import { useEnhanced } from "~/lib/use-enhanced";

const DesktopNavMenus = lazy(() => import("./desktop-nav-menus"));

/**
 * The desktop top bar. The prerendered HTML carries plain links (each menu label leads to its
 * section's index page), so it works before and without JavaScript; once the browser is idle
 * the Radix menus replace them.
 */
export function DesktopNav() {
  const enhanced = useEnhanced();
  if (!enhanced) return <DesktopNavLinks />;
  return (
    <Suspense fallback={<DesktopNavLinks />}>
      <DesktopNavMenus />
    </Suspense>
  );
}

function DesktopNavLinks() {
  return (
    <nav aria-label="Main" className="hidden lg:flex">
      <ul className="flex items-center gap-1">
        <li>
          <NavLink to={homeLink.href} end className={navigationMenuTriggerStyle}>
            {homeLink.label}
          </NavLink>
        </li>
        {navMenus.map((menu) => (
          <li key={menu.id}>
            <Link to={menu.href} className={navigationMenuTriggerStyle}>
              {menu.label}
              {/* The same chevron the menu trigger shows, so the swap moves nothing. */}
              <Icon name="chevron-down" className="size-4" />
            </Link>
          </li>
        ))}
        <li className="ml-2">
          <Link to={contactLink.href} className={buttonVariants({ size: "sm" })}>
            {contactLink.label}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
