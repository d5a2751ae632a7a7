import * as NavigationMenuPrimitive from "@radix-ui/react-navigation-menu";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { Icon } from "./icon";
import { navigationMenuTriggerStyle } from "./navigation-menu-style";

export function NavigationMenu({
  className,
  children,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Root>) {
  return (
    <NavigationMenuPrimitive.Root className={cn("relative z-10 flex items-center", className)} {...props}>
      {children}
    </NavigationMenuPrimitive.Root>
  );
}

export function NavigationMenuList({ className, ...props }: ComponentProps<typeof NavigationMenuPrimitive.List>) {
  return <NavigationMenuPrimitive.List className={cn("flex items-center gap-1", className)} {...props} />;
}

export function NavigationMenuItem({ className, ...props }: ComponentProps<typeof NavigationMenuPrimitive.Item>) {
  return <NavigationMenuPrimitive.Item className={cn("relative", className)} {...props} />;
}


export function NavigationMenuTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Trigger>) {
  return (
    <NavigationMenuPrimitive.Trigger className={cn(navigationMenuTriggerStyle, "group", className)} {...props}>
      {children}
      <Icon
        name="chevron-down"
        className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
      />
    </NavigationMenuPrimitive.Trigger>
  );
}

export function NavigationMenuContent({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Content>) {
  return (
    <NavigationMenuPrimitive.Content
      className={cn("absolute top-full left-1/2 mt-2 -translate-x-1/2 rounded-card border border-line bg-white p-3 shadow-raised", className)}
      {...props}
    />
  );
}

export const NavigationMenuLink = NavigationMenuPrimitive.Link;
