import interSubset from "../.generated/fonts/inter-subset.woff2?url";
import { type ReactNode, Suspense, lazy, useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ErrorScreen } from "./components/layout/error-screen";
import { SiteFooter } from "./components/layout/site-footer";
import { PrefetchOnIntent } from "./components/layout/prefetch-on-intent";
import { PrerenderedHtml } from "./components/sections/prerendered-body";
import { SiteHeader, SkipLink } from "./components/layout/site-header";
import { useForcedLightTheme } from "./components/layout/theme";
import { site } from "./content/site";
import { feedLinks } from "./lib/feeds";
import { markHydrated } from "./lib/hydration";
import { useToasterRequested } from "./lib/notify";

const Toaster = lazy(() => import("./components/ui/sonner"));

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interSubset, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // The blog's feeds, announced on every page for feed readers' autodiscovery.
  ...feedLinks(site),
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className="light">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#07111f" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useForcedLightTheme();
  const toasterRequested = useToasterRequested();
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="pt-header outline-none" data-pagefind-body>
        {/* A page body still loading after a navigation suspends here; navigations are
            transitions, so the previous page stays on screen until it is ready. */}
        <Suspense>
          <Outlet />
          <HydrationMark />
        </Suspense>
      </main>
      {/* The footer is static links: prerendered, kept as HTML, never shipped as code. */}
      <PrerenderedHtml name="footer">{import.meta.env.SSR ? <SiteFooter /> : null}</PrerenderedHtml>
      {/* Prefetches the next page on the intent to open it (hover, touch, focus on a link). */}
      <PrefetchOnIntent />
      {toasterRequested && (
        <Suspense>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}

/**
 * Marks hydration done once the page body has hydrated. It sits inside the body's Suspense
 * boundary because React may hydrate that boundary after the rest of the page has committed.
 */
function HydrationMark() {
  useEffect(markHydrated, []);
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : import.meta.env.DEV && error instanceof Error
      ? error.message
      : undefined;
  return <ErrorScreen detail={detail} />;
}
