import { useContext, useEffect, useState } from "react";
import {
  PrefetchPageLinks,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  matchRoutes,
} from "react-router";
import { listenForIntent } from "~/lib/prefetch-intent";

/** How many pages' prefetch links stay in the document (those the visitor last pointed at). */
const KEEP = 4;

/**
 * Prefetches the page a visitor is about to open (app/lib/prefetch-intent.ts says how we tell),
 * so that the click renders it without waiting for the network:
 *
 * - its route data and route modules, with React Router's own <PrefetchPageLinks> (what
 *   `<Link prefetch="intent">` renders, for every link, kept prerendered HTML included);
 * - its page body: a kept page's body is a lazy chunk (components/sections/prerendered-body.tsx)
 *   that nothing requests before the page renders, and a modulepreload does not run a module. So
 *   its route modules are imported here, from the URLs React Router's manifest gives (the router
 *   imports the same URLs on navigation, so each module runs once), and their
 *   `handle.preloadBody` starts the body's chunk.
 *
 * The UNSAFE_ contexts are React Router's public way in to its router and manifest (7.x);
 * e2e/prefetch-intent.spec.ts fails if this stops fetching the next page before the click.
 */
export function PrefetchOnIntent() {
  const [pages, setPages] = useState<string[]>([]);
  const router = useContext(DataRouterContext)?.router;
  const manifest = useContext(FrameworkContext)?.manifest;

  useEffect(() => {
    if (!router || !manifest) return;
    return listenForIntent(document, (path) => {
      setPages((current) => (current.includes(path) ? current : [path, ...current].slice(0, KEEP)));
      for (const match of matchRoutes(router.routes, path) ?? []) {
        const module = manifest.routes[match.route.id]?.module;
        if (!module) continue;
        // The browser imports a module once; its handle starts the page body's chunk, which
        // pages of one family share (routes/page.tsx serves every service page).
        import(/* @vite-ignore */ module)
          .then((loaded: { handle?: { preloadBody?: () => Promise<unknown> } }) => loaded.handle?.preloadBody?.())
          // A failure here (offline) is the navigation's to report, if the visitor clicks.
          .catch(() => {});
      }
    });
  }, [router, manifest]);

  return pages.map((page) => <PrefetchPageLinks key={page} page={page} />);
}
