/**
 * Which in-app page a visitor is about to open, read from the events that come before a click:
 * the pointer resting on a link, a touch starting on one, keyboard focus reaching one. Delegated
 * from the document, so it covers every same-site link alike: those React renders (top bar, the
 * bodies of hydrated pages) and those in kept prerendered HTML (static page bodies, the footer),
 * which React Router's own `<Link prefetch="intent">` cannot reach.
 *
 * components/layout/prefetch-on-intent.tsx turns the answer into prefetches.
 */

/** The pointer must rest this long on a link: a pointer crossing the page prefetches nothing. */
export const HOVER_INTENT_MS = 60;

/** The page a link leads to, when it is another page of this site the router can render. */
export function intentPath(target: EventTarget | null, location: Location): string | null {
  const link = target instanceof Element ? target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  if (link.closest("[data-no-prefetch]")) return null;
  let url: URL;
  try {
    url = new URL(link.href, location.href);
  } catch {
    return null;
  }
  if (url.origin !== location.origin || url.pathname === location.pathname) return null;
  // Files the site serves beside its pages (the sitemap, feeds, images) are not routes.
  if (/\.\w+$/.test(url.pathname)) return null;
  return url.pathname;
}

/**
 * Calls `onIntent` with the path of a link the visitor is about to follow: at once on a touch or
 * on keyboard focus, after HOVER_INTENT_MS for the pointer (cancelled if it leaves sooner).
 * Returns the function that stops listening.
 */
export function listenForIntent(doc: Document, onIntent: (path: string) => void): () => void {
  const view = doc.defaultView ?? window;
  let pending: ReturnType<typeof setTimeout> | undefined;
  let pendingLink: Element | null = null;

  const now = (event: Event) => {
    const path = intentPath(event.target, view.location);
    if (path) onIntent(path);
  };
  const over = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (link === pendingLink) return;
    clearTimeout(pending);
    pendingLink = link;
    const path = intentPath(event.target, view.location);
    if (path) pending = setTimeout(() => onIntent(path), HOVER_INTENT_MS);
  };

  const options = { capture: true, passive: true } as const;
  doc.addEventListener("pointerover", over, options);
  doc.addEventListener("touchstart", now, options);
  doc.addEventListener("focusin", now, options);
  return () => {
    clearTimeout(pending);
    doc.removeEventListener("pointerover", over, options);
    doc.removeEventListener("touchstart", now, options);
    doc.removeEventListener("focusin", now, options);
  };
}
