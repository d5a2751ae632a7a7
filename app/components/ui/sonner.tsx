import { useEffect } from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

/** Mounted by `notify()` the first time a toast is shown; at most 3 visible, 4000 ms each (spec section 4). */
export default function Toaster({
  onMounted,
  ...props
}: ToasterProps & { onMounted?: () => void }) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <Sonner
      theme="light"
      visibleToasts={3}
      duration={4000}
      toastOptions={{ classNames: { toast: "font-sans" } }}
      {...props}
    />
  );
}
