import { type ComponentType, type MouseEvent, type ReactNode, lazy, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { hasHydrated } from "~/lib/hydration";
import { revealOnScroll } from "~/components/ui/reveal";
import type { PageLists, Section } from "~/content/types";
// Types only (erased): the islands' code loads only on a page that has some.
import type { IslandSpec } from "~/components/islands/islands";

/** A page's islands, loaded with their code when its kept body mounts. */
export type LoadIslands = () => Promise<readonly IslandSpec[]>;

/** The islands of a body written as sections (page-islands.tsx), for a page that has some. */
export const sectionIslands =
  (sections: readonly Section[], lists: PageLists): LoadIslands =>
  () =>
    import("./page-islands").then((m) => m.pageIslands(sections, lists));

type Html = { __html: string };

/**
 * Prerendered HTML that needs no JavaScript, kept as it is in the browser.
 *
 * - Prerender: `children` render into `<div data-prerendered={name}>` like any component.
 * - First load in the browser: React keeps that element's HTML instead of hydrating it (React
 *   does not hydrate inside an element rendered with `dangerouslySetInnerHTML`), so whatever
 *   rendered it need not ship as JavaScript. The HTML is read back once so that, should React
 *   ever re-create the element, it re-creates it with the same content. Same-site links in it
 *   still navigate client-side, and its scroll-in animations still run.
 * - A later client-side render (a navigation) renders `children`. With no children to render
 *   in the browser, it keeps the prerendered HTML then too. Many paths share one route module
 *   (every service page is routes/page.tsx), and React keeps this component's state when the
 *   next page renders the same module in the same place: the kept HTML belongs to the path it
 *   was read on, so on any other path `children` render.
 *
 * Only for HTML without interactive components: nothing inside kept HTML responds to React
 * events, except its islands (islands.tsx): the live parts, each rendered in an `<Island>` and
 * listed by `islands`, which come to life on the visitor's first intent to use them.
 */
export function PrerenderedHtml({ name, islands, children }: { name: string; islands?: LoadIslands; children?: ReactNode }) {
  const { pathname } = useLocation();
  const [first] = useState(() => ({
    pathname,
    html: import.meta.env.SSR || (hasHydrated() && children != null) ? null : keptHtml(name),
  }));
  const kept = first.pathname === pathname || children == null ? first.html : null;
  return kept ? <KeptHtml name={name} html={kept} islands={islands} /> : <div data-prerendered={name}>{children}</div>;
}

/**
 * A route's page body as a lazy component, with a way to start loading it early. A kept body's
 * chunk loads only on a client-side navigation to its page, or when the visitor shows the intent
 * to make one: the route module exports `handle.preloadBody`, which prefetch-on-intent.tsx calls
 * after importing the module (many pages share one module, which runs only once, so starting the
 * load when it runs would prefetch nothing for the second page of a family).
 */
export function keptBody<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= load().then((component) => ({ default: component })));
  return { Body: lazy(preload), preload };
}

function keptHtml(name: string): Html | null {
  const element = document.querySelector(`[data-prerendered="${name}"]`);
  return element ? { __html: element.innerHTML } : null;
}

function KeptHtml({ name, html, islands }: { name: string; html: Html; islands?: LoadIslands }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const [live, setLive] = useState<ReactNode>(null);

  // The islands are fixed for the life of the kept HTML: read once, when it mounts.
  useEffect(() => {
    if (!islands) return;
    let stop: (() => void) | undefined;
    let disposed = false;
    void Promise.all([import("~/components/islands/islands"), islands()]).then(([{ wakeIslands }, specs]) => {
      if (!disposed && ref.current) stop = wakeIslands(ref.current, specs, setLive);
    });
    return () => {
      disposed = true;
      stop?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const targets = ref.current?.querySelectorAll<HTMLElement>("[data-reveal-on-scroll]") ?? [];
    const cleanups = Array.from(targets, revealOnScroll);
    return () => cleanups.forEach((cleanup) => cleanup());
  }, []);

  /** Same-site links in the kept HTML navigate like the router's own links. */
  function onClick(event: MouseEvent<HTMLDivElement>) {
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  }

  return (
    <>
      {/* The kept HTML is content, not a control: clicks on its links are delegated here. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div ref={ref} data-prerendered={name} onClick={onClick} dangerouslySetInnerHTML={html} suppressHydrationWarning />
      {live}
    </>
  );
}
