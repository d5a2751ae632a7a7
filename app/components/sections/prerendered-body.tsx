import { type ComponentType, type MouseEvent, type ReactElement, type ReactNode, lazy, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { Page } from "~/content/types";
import { hasHydrated } from "~/lib/hydration";
import { revealOnScroll } from "~/components/ui/reveal";

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
 *   in the browser, it keeps the prerendered HTML then too.
 *
 * Only for HTML without interactive components: nothing inside kept HTML responds to React
 * events.
 */
export function PrerenderedHtml({ name, children }: { name: string; children?: ReactNode }) {
  const [kept] = useState(() =>
    import.meta.env.SSR || (hasHydrated() && children != null) ? null : keptHtml(name),
  );
  return kept ? <KeptHtml name={name} html={kept} /> : <div data-prerendered={name}>{children}</div>;
}

/**
 * A route's body as prerendered HTML: no text, figure or section component of the page ships
 * in its first-load JavaScript. Its chunk loads only on a client-side navigation to the page, or
 * when the visitor shows the intent to make one (the router keeps the previous page on screen
 * meanwhile: navigations are transitions).
 */
export function prerenderedBody(load: () => Promise<ComponentType>): () => ReactElement {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadBody = () => (loading ??= load().then((component) => ({ default: component })));
  const Body = lazy(loadBody);
  // After hydration the browser runs a route module only when the visitor is about to see its
  // page: on a navigation, or on the intent to follow a link to it (prefetch-on-intent.tsx).
  // Either way the body is needed next, so its chunk starts loading now, not at render.
  if (!import.meta.env.SSR && hasHydrated()) loadBody().catch(() => {});
  return function PrerenderedBody() {
    return (
      <PrerenderedHtml name="body">
        <Body />
      </PrerenderedHtml>
    );
  };
}

/** The usual body: a page written as data, rendered by ContentPage (or a wrapper of it). */
export function prerenderedPage(
  loadPage: () => Promise<{ page: Page }>,
  loadView: () => Promise<ComponentType<{ page: Page }>> = () => import("./content-page").then((m) => m.ContentPage),
): () => ReactElement {
  return prerenderedBody(async () => {
    const [{ page }, View] = await Promise.all([loadPage(), loadView()]);
    return function PageBody() {
      return <View page={page} />;
    };
  });
}

function keptHtml(name: string): Html | null {
  const element = document.querySelector(`[data-prerendered="${name}"]`);
  return element ? { __html: element.innerHTML } : null;
}

function KeptHtml({ name, html }: { name: string; html: Html }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

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
    // The kept HTML is content, not a control: clicks on its links are delegated here.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div ref={ref} data-prerendered={name} onClick={onClick} dangerouslySetInnerHTML={html} suppressHydrationWarning />
  );
}
