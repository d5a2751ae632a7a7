import { useEffect } from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

/** Site-wide toasts: at most 3 visible, 4000 ms each (spec section 4). */
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;

/** Mounted on demand by `notify()` (./notify.ts) the first time a toast is shown. */
export default function Toaster({ onMounted, ...props }: ToasterProps & { onMounted?: () => void }) {
  useEffect(() => onMounted?.(), [onMounted]);
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
