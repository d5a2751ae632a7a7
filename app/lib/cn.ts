import { type ClassValue, clsx } from "clsx";

/**
 * Join class names. Plain clsx: tailwind-merge would cost 8 KB gzip on every page's first load
 * (the budget is 120 KB, ~110 KB of it React and the router), so components avoid passing
 * conflicting utilities instead of resolving them at run time.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
