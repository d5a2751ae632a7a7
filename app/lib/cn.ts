/** Plain clsx, not tailwind-merge (too heavy for every page): avoid passing conflicting utilities. */
export { clsx as cn } from "clsx";
