/**
 * Toasts without paying for them on first load: Sonner and its <Toaster> load the first time a
 * toast is shown (only an island shows one, so React is there already), in a React root of
 * their own at the end of the body, since the page itself is HTML. Toasts wait until the toaster is listening.
 */
import { createElement } from "react";
import { createRoot } from "react-dom/client";

export type ToastKind = "message" | "success" | "error" | "info";

let mounted: Promise<void> | undefined;

function mountToaster(): Promise<void> {
  return (mounted ??= import("~/components/ui/sonner").then(
    ({ default: Toaster }) =>
      new Promise<void>((resolve) => {
        const host = document.createElement("div");
        host.dataset.toasts = "";
        document.body.append(host);
        createRoot(host).render(createElement(Toaster, { onMounted: resolve }));
      }),
  ));
}

/** Show a toast (at most 3 visible, 4000 ms each; see components/ui/sonner.tsx). */
export async function notify(message: string, kind: ToastKind = "message", description?: string): Promise<void> {
  const [{ toast }] = await Promise.all([import("sonner"), mountToaster()]);
  const show = kind === "message" ? toast : toast[kind];
  show(message, description ? { description } : undefined);
}
