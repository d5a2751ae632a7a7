import { Suspense, lazy } from "react";
import { useEnhanced } from "~/lib/use-enhanced";
import { MobileNavFallback } from "./mobile-nav-fallback";

const MobileDrawer = lazy(() => import("./mobile-drawer"));

/**
 * The phone menu. The prerendered HTML carries a native disclosure with every link, so it
 * works before and without JavaScript; once the browser is idle the drawer dialog replaces it.
 */
export function MobileNav() {
  const enhanced = useEnhanced();
  if (!enhanced) return <MobileNavFallback />;
  return (
    <Suspense fallback={<MobileNavFallback />}>
      <MobileDrawer />
    </Suspense>
  );
}
