import { useEffect, useState } from "react";

/**
 * False in the prerendered HTML, during hydration and until the browser is first idle after
 * it; then true. Controls that work as plain HTML (links, <details>) use it to load their
 * richer version (Radix menus, the drawer dialog) without adding to the first-load JavaScript.
 */
export function useEnhanced(timeoutMs = 1500): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => {
    const done = () => setEnhanced(true);
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(done, { timeout: timeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(done, 200);
    return () => clearTimeout(id);
  }, [timeoutMs]);
  return enhanced;
}
