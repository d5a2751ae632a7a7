/**
 * Sonner loads the first time a toast is shown (only islands show one, so React is there already),
 * in a React root of its own, since the page itself is HTML. */
import { createElement } from "react";
import { createRoot } from "react-dom/client";

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

export async function notify(
  message: string,
  kind: "message" | "success" | "error" | "info" = "message",
  description?: string,
): Promise<void> {
  const [{ toast }] = await Promise.all([import("sonner"), mountToaster()]);
  const show = kind === "message" ? toast : toast[kind];
  show(message, description ? { description } : undefined);
}
