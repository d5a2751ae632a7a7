import { type MouseEvent, useRef, useState } from "react";
import type MobileDrawer from "./mobile-drawer";
import { MobileNavFallback } from "./mobile-nav-fallback";

type Drawer = typeof MobileDrawer;

/**
 * The phone menu. The prerendered HTML carries a native disclosure with every link, so it works
 * before and without JavaScript. The drawer dialog loads on the first sign of intent (a press
 * on, or focus of, the menu button), not with the page, and replaces the disclosure when the
 * button is clicked: that click opens the drawer, at once or as soon as it has loaded, and never
 * the disclosure as well. Should the drawer fail to load, the click opens the disclosure instead.
 */
export function MobileNav() {
  const [loaded, setLoaded] = useState<{ Drawer: Drawer } | null>(null);
  const drawer = useRef<Promise<Drawer | null>>(null);
  const details = useRef<HTMLDetailsElement>(null);

  const preload = () =>
    (drawer.current ??= import("./mobile-drawer").then(
      (module) => module.default,
      () => null,
    ));

  const open = (event: MouseEvent) => {
    // A disclosure already open (opened before scripts ran, or after a failed load) closes natively.
    if (details.current?.open) return;
    event.preventDefault();
    void preload().then((Drawer) => {
      if (Drawer) setLoaded({ Drawer });
      else if (details.current) details.current.open = true;
    });
  };

  if (loaded) return <loaded.Drawer defaultOpen />;
  return <MobileNavFallback ref={details} onOpen={open} onIntent={() => void preload()} />;
}
