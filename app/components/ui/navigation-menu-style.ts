/** Shared by the plain-link top bar and the Radix menu triggers, so the swap does not move. */
export const navigationMenuTriggerStyle =
  "inline-flex h-10 items-center gap-1 rounded-control px-3 text-sm font-medium text-ink transition-colors hover:bg-subtle hover:text-brand-700 data-[state=open]:bg-subtle data-[state=open]:text-brand-700";
