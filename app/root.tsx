import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { type ReactNode, Suspense, lazy } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ErrorScreen } from "./components/layout/error-screen";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader, SkipLink } from "./components/layout/site-header";
import { useForcedLightTheme } from "./components/layout/theme";
import { useToasterRequested } from "./lib/notify";

const Toaster = lazy(() => import("./components/ui/sonner"));

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
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
        <Outlet />
      </main>
      <SiteFooter />
      {toasterRequested && (
        <Suspense>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : import.meta.env.DEV && error instanceof Error
      ? error.message
      : undefined;
  return <ErrorScreen detail={detail} />;
}
