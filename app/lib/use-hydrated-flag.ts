import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true once React runs in the browser. For
 * controls that only work with JavaScript (a copy button) or that change how a plain-HTML form
 * behaves once scripts can validate it.
 */
export function useHydratedFlag(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
