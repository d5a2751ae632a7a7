/**
 * Whether the app has finished hydrating the prerendered page it was loaded on. The root
 * component marks it after its first commit; anything rendered before that is part of the
 * hydration of server HTML, anything after is a client-side render (a navigation).
 */
let hydrated = false;

export function hasHydrated(): boolean {
  return hydrated;
}

export function markHydrated(): void {
  hydrated = true;
}
