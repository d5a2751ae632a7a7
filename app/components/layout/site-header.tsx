import type { ReactNode } from "react";
import { DesktopNav } from "./desktop-nav";
import { EmergencyLink } from "./emergency-link";
import { Logo } from "~/components/ui/logo";
import { MobileNav } from "./mobile-nav";
import { TextFaceScript } from "./text-face-script";

/** The skip link comes with the bar: Astro writes island styles (a <style>) before the first part holding
 * an island, and HTML allows a <style> in the body only as its first child. The end mark:
 * docs/decisions/0004-top-bar-drawn-once-read-whole.md. */
export function SiteHeader({ search }: { search?: ReactNode }) {
  return (
    <>
      <TextFaceScript />
      <SkipLink />
      <header
        data-site-header
        className="fixed inset-x-0 top-0 z-40 h-header border-b border-line/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85"
      >
        <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <Logo />
          <DesktopNav />
          <div className="flex items-center gap-1">
            <EmergencyLink />
            {search}
            <MobileNav />
          </div>
        </div>
        <span data-top-bar-end hidden />
      </header>
    </>
  );
}

function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-control bg-brand-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to main content
    </a>
  );
}
