/** Window event that opens the site search (the shortcuts and the drawer's Search button send it). */
export const OPEN_SEARCH_EVENT = "site-search:open";

let pending = false;

/**
 * Opens the site search. Its island may still be asleep: the event wakes it (client:intent), and
 * the request waits here until it has mounted and takes it (`takeSearchRequest`).
 */
export function requestSearch(): void {
  pending = true;
  window.dispatchEvent(new Event(OPEN_SEARCH_EVENT));
}

/** Whether a search was asked for and not yet opened; asking clears it. */
export function takeSearchRequest(): boolean {
  const was = pending;
  pending = false;
  return was;
}

/** Ctrl/Cmd-K anywhere; "/" unless the visitor is typing in a field. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey) return false;
  if (event.ctrlKey || event.metaKey) return event.key.toLowerCase() === "k" && !event.shiftKey;
  if (event.key !== "/") return false;
  const target = event.target instanceof HTMLElement ? event.target : null;
  return !target || !(target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}
