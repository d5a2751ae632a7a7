import type { ReactNode } from "react";
import { navigation } from "~/content/site";
import { Icon } from "~/components/ui/icon";
import { Logo } from "~/components/ui/logo";
import { registerTextFace } from "~/browser/text-face";
import { DesktopNav } from "./desktop-nav";
import { MobileNav } from "./mobile-nav";

/**
 * The text-face script opens the bar: after the CSP <meta> and island styles, before any text
 * (app/browser/text-face.ts). The skip link comes with it: Astro writes island styles before the first
 * part with an island, and a body <style> must be its first child. End mark: docs/decisions/0004. */
export function SiteHeader({ search }: { search?: ReactNode }) {
  const emergency = navigation.emergency;
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: registerTextFace }} />
      <a
        href="#main"
        className="sr-only z-50 rounded-control bg-brand-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <header
        data-site-header
        className="fixed inset-x-0 top-0 z-40 h-header border-b border-line/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85"
      >
        <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <Logo />
          <DesktopNav />
          <div className="flex items-center gap-1">
            {/* "Under attack?": the way to the incident hotlines, at every width. */}
            {emergency && (
              <a
                href={emergency.href}
                data-nav-item="emergency"
                className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-control border border-red-700 bg-red-50 px-2.5 text-sm font-semibold text-red-800 hover:bg-red-100 sm:px-3"
              >
                <Icon name="siren" className="size-4" />
                {emergency.label}
              </a>
            )}
            {search}
            <MobileNav />
          </div>
        </div>
        <span data-top-bar-end hidden />
      </header>
    </>
  );
}
