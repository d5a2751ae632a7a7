/** Window event that wakes the site search's island (client:intent) when a search is asked for. */
export const OPEN_SEARCH_EVENT = "site-search:open";

/**
 * Marks on <html> that a search was asked for and not yet opened. The island watches it: it may
 * still be asleep when the visitor asks, and takes the request once it has mounted. */
export const SEARCH_REQUEST_ATTRIBUTE = "data-search-requested";

/** A mark and an event, not module state: the page script and the island share no module. */
export function requestSearch(): void {
  document.documentElement.setAttribute(SEARCH_REQUEST_ATTRIBUTE, "");
  window.dispatchEvent(new Event(OPEN_SEARCH_EVENT));
}

/** Ctrl/Cmd-K anywhere; "/" unless the visitor is typing in a field. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey) return false;
  if (event.ctrlKey || event.metaKey) return event.key.toLowerCase() === "k" && !event.shiftKey;
  if (event.key !== "/") return false;
  const target = event.target instanceof HTMLElement ? event.target : null;
  return !target || !(target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}
