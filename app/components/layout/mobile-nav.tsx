import { navigation } from "~/content/site";
import { buttonVariants } from "~/components/ui/button-variants";
import { Icon } from "~/components/ui/icon";

const { home: homeLink, contact: contactLink, menus: navMenus } = navigation;

export const DRAWER_ID = "mobile-drawer";

/**
 * A native modal <dialog> (focus held, Escape closes) whose sections are `<details name>`, one open
 * at a time. HTML only; app/browser/top-bar.ts adds the rest. */
export function MobileNav() {
  return (
    <>
      <button
        type="button"
        commandfor={DRAWER_ID}
        command="show-modal"
        aria-haspopup="dialog"
        aria-controls={DRAWER_ID}
        className="inline-flex size-11 items-center justify-center rounded-control text-ink hover:bg-subtle lg:hidden"
      >
        <Icon name="menu" className="size-6" />
        <span className="sr-only">Open menu</span>
      </button>
      <dialog
        id={DRAWER_ID}
        aria-labelledby={`${DRAWER_ID}-title`}
        aria-describedby={`${DRAWER_ID}-description`}
        data-drawer
        className="fixed inset-0 my-0 mr-0 ml-auto h-dvh max-h-none w-[min(22rem,88vw)] max-w-none flex-col overflow-y-auto bg-white text-ink shadow-raised backdrop:bg-navy-950/50 open:flex lg:hidden"
      >
        <div className="border-b border-line px-5 py-5">
          <h2 id={`${DRAWER_ID}-title`} className="text-lg font-bold">
            Menu
          </h2>
          <p id={`${DRAWER_ID}-description`} className="sr-only">
            Site navigation
          </p>
        </div>
        <div className="px-5 pt-4" data-needs-script>
          <button
            type="button"
            data-open-search
            className="flex min-h-12 w-full items-center gap-3 rounded-control border border-line px-4 text-left text-muted hover:bg-subtle"
          >
            <Icon name="search" className="size-5" />
            Search the site
          </button>
        </div>
        <nav aria-label="Mobile" className="flex-1 px-5 py-2">
          <a
            href={homeLink.href}
            className="flex min-h-12 items-center border-b border-line font-semibold"
          >
            {homeLink.label}
          </a>
          {navMenus.map((menu) => (
            <details key={menu.id} name="drawer-sections" className="group border-b border-line">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between font-semibold [&::-webkit-details-marker]:hidden">
                {menu.label}
                <Icon
                  name="chevron-down"
                  className="size-5 shrink-0 transition-transform duration-200 group-open:rotate-180"
                />
              </summary>
              <ul className="space-y-1 pb-3">
                {menu.links.map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      className="block rounded-control px-3 py-2.5 text-muted hover:bg-subtle hover:text-brand-700"
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          ))}
          <a href={contactLink.href} className={buttonVariants({ className: "mt-6 w-full" })}>
            {contactLink.label}
          </a>
        </nav>
        <button
          type="button"
          commandfor={DRAWER_ID}
          command="close"
          aria-label="Close menu"
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-control text-ink hover:bg-subtle"
        >
          <Icon name="x" className="size-5" />
        </button>
      </dialog>
    </>
  );
}
