import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False in the prerendered HTML and during hydration, for controls that only work with JavaScript. */
export function useHydratedFlag(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
