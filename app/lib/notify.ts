/**
 * Toasts without paying for them on first load: Sonner and its <Toaster> load the first time a
 * toast is shown. The root renders the toaster once `useToasterRequested()` turns true; the
 * toaster calls `toasterMounted()` so queued toasts wait until it is listening.
 */
import { useSyncExternalStore } from "react";

export type ToastKind = "message" | "success" | "error" | "info";

let requested = false;
let resolveMounted: (() => void) | undefined;
const mounted = new Promise<void>((resolve) => {
  resolveMounted = resolve;
});
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasterRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}

export function toasterMounted(): void {
  resolveMounted?.();
}

/** Show a toast (at most 3 visible, 4000 ms each; see components/ui/sonner.tsx). */
export async function notify(message: string, kind: ToastKind = "message", description?: string): Promise<void> {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  const [{ toast }] = await Promise.all([import("sonner"), mounted]);
  const show = kind === "message" ? toast : toast[kind];
  show(message, description ? { description } : undefined);
}
