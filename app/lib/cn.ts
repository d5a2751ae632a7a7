import { type ClassValue, clsx } from "clsx";

/** Plain clsx, not tailwind-merge (too heavy for every page): avoid passing conflicting utilities. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
