import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * Each tooltip carries the site-wide provider (as shadcn/ui's tooltip does), so the Radix tooltip
 * code loads only on pages that show one. Tooltips open after 700 ms (spec section 4). */
export function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  return (
    <TooltipPrimitive.Provider delayDuration={700}>
      <TooltipPrimitive.Root {...props} />
    </TooltipPrimitive.Provider>
  );
}

export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          "z-50 rounded-md bg-navy-900 px-3 py-1.5 text-xs text-white shadow-raised",
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}
