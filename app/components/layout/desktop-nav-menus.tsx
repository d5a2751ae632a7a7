import { Link, NavLink } from "react-router";
import { contactLink, homeLink, navMenus } from "~/content/navigation";
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
 * Space, arrows; Escape closes and returns focus to the trigger). Loaded after first paint.
 */
export default function DesktopNavMenus() {
  return (
    <NavigationMenu aria-label="Main" className="hidden lg:flex">
      <NavigationMenuList>
        <NavigationMenuItem>
          <NavigationMenuLink asChild>
            <NavLink to={homeLink.href} end className={navigationMenuTriggerStyle}>
              {homeLink.label}
            </NavLink>
          </NavigationMenuLink>
        </NavigationMenuItem>
        {navMenus.map((menu) => (
          <NavigationMenuItem key={menu.id} value={menu.id}>
            <NavigationMenuTrigger>{menu.label}</NavigationMenuTrigger>
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
            <Link to={contactLink.href} className={buttonVariants({ size: "sm" })}>
              {contactLink.label}
            </Link>
          </NavigationMenuLink>
        </NavigationMenuItem>
      </NavigationMenuList>
    </NavigationMenu>
  );
}
