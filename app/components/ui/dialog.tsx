import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { Icon } from "./icon";

/** Radix Dialog: `centered` for the search dialog, `side` for the phone drawer. */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogTitle = DialogPrimitive.Title;
export const DialogDescription = DialogPrimitive.Description;
export const DialogClose = DialogPrimitive.Close;

const placement = {
  centered: {
    content:
      "fixed top-4 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 flex-col rounded-card bg-white shadow-raised sm:top-[10vh] sm:max-h-[80vh]",
    close: "top-2 right-2",
  },
  side: {
    content: "fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-white shadow-raised",
    close: "top-3 right-3",
  },
};

export function DialogContent({
  className,
  children,
  closeLabel = "Close",
  variant = "centered",
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { closeLabel?: string; variant?: keyof typeof placement }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-navy-950/50" />
      <DialogPrimitive.Content className={cn(placement[variant].content, className)} {...props}>
        {children}
        <DialogPrimitive.Close
          className={cn(
            "absolute inline-flex size-11 items-center justify-center rounded-control text-ink hover:bg-subtle",
            placement[variant].close,
          )}
          aria-label={closeLabel}
        >
          <Icon name="x" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
