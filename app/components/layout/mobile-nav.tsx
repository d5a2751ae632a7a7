import { Menu } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { contactLink, homeLink, navMenus } from "~/content/navigation";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { buttonVariants } from "~/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "~/components/ui/sheet";
import { useHydrated } from "~/lib/use-hydrated";
import { MobileNavFallback } from "./mobile-nav-fallback";

/**
 * Below the desktop breakpoint: a slide-out drawer (a modal dialog) whose sections open one at
 * a time; tapping a section toggles it, tapping the open one closes it.
 */
export function MobileNav() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [section, setSection] = useState("");
  const close = () => setOpen(false);

  if (!hydrated) return <MobileNavFallback />;

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger className={buttonVariants({ variant: "ghost", size: "icon", className: "text-ink lg:hidden [&_svg]:size-6" })}>
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">Open menu</span>
      </SheetTrigger>
      <SheetContent aria-describedby="mobile-nav-description" className="lg:hidden">
        <div className="border-b border-line px-5 py-5">
          <SheetTitle className="text-lg font-bold">Menu</SheetTitle>
          <SheetDescription id="mobile-nav-description" className="sr-only">
            Site navigation
          </SheetDescription>
        </div>
        <nav aria-label="Mobile" className="flex-1 px-5 py-2">
          <Link to={homeLink.href} onClick={close} className="flex min-h-12 items-center border-b border-line font-semibold">
            {homeLink.label}
          </Link>
          <Accordion type="single" collapsible value={section} onValueChange={setSection}>
            {navMenus.map((menu) => (
              <AccordionItem key={menu.id} value={menu.id}>
                <AccordionTrigger>{menu.label}</AccordionTrigger>
                <AccordionContent>
                  <ul className="space-y-1">
                    {menu.links.map((link) => (
                      <li key={link.href}>
                        <Link to={link.href} onClick={close} className="block rounded-control px-3 py-2.5 text-muted hover:bg-subtle hover:text-brand-700">
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
          <Link to={contactLink.href} onClick={close} className={buttonVariants({ className: "mt-6 w-full" })}>
            {contactLink.label}
          </Link>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
