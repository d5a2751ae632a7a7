import { useEffect } from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";
import { toasterMounted } from "~/lib/notify";

/** Site-wide toasts: at most 3 visible, 4000 ms each (spec section 4). */
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;

/** Loaded on demand by the root the first time `notify()` is called. */
export default function Toaster(props: ToasterProps) {
  useEffect(() => toasterMounted(), []);
  return (
    <Sonner
      theme="light"
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATION_MS}
      toastOptions={{ classNames: { toast: "font-sans" } }}
      {...props}
    />
  );
}
