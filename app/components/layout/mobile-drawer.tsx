import { useState } from "react";
import { Link } from "react-router";
import { navigation } from "~/content/site";

const { home: homeLink, contact: contactLink, menus: navMenus } = navigation;
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { buttonVariants } from "~/components/ui/button-variants";
import { Icon } from "~/components/ui/icon";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "~/components/ui/dialog";

/**
 * Below the desktop breakpoint: a slide-out drawer (a modal dialog: focus moves in and is
 * trapped; Escape and the close button close it) whose sections open one at a time; tapping a
 * section toggles it, tapping the open one closes it. Loaded when the menu is first wanted
 * (mobile-nav.tsx), and then mounted `defaultOpen`, by the click that asked for it.
 */
export default function MobileDrawer({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const [section, setSection] = useState("");
  const close = () => setOpen(false);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className="inline-flex size-11 items-center justify-center rounded-control text-ink hover:bg-subtle lg:hidden">
        <Icon name="menu" className="size-6" />
        <span className="sr-only">Open menu</span>
      </DialogTrigger>
      <DialogContent variant="side" closeLabel="Close menu" aria-describedby="mobile-nav-description" className="lg:hidden">
        <div className="border-b border-line px-5 py-5">
          <DialogTitle className="text-lg font-bold">Menu</DialogTitle>
          <DialogDescription id="mobile-nav-description" className="sr-only">
            Site navigation
          </DialogDescription>
        </div>
        <div className="px-5 pt-4">
          <button
            type="button"
            onClick={() => {
              close();
              // OPEN_SEARCH_EVENT (lib/search-shortcut.ts), spelled out so this lazy chunk shares no module with the top bar.
              window.dispatchEvent(new Event("site-search:open"));
            }}
            className="flex min-h-12 w-full items-center gap-3 rounded-control border border-line px-4 text-left text-muted hover:bg-subtle"
          >
            <Icon name="search" className="size-5" />
            Search the site
          </button>
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
      </DialogContent>
    </Dialog>
  );
}
