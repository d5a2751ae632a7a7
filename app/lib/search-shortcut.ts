/** Window event that opens the site search (the mobile drawer's Search button sends it). */
export const OPEN_SEARCH_EVENT = "site-search:open";

/** Ctrl/Cmd-K anywhere; "/" unless the visitor is typing in a field. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey) return false;
  if (event.ctrlKey || event.metaKey) return event.key.toLowerCase() === "k" && !event.shiftKey;
  if (event.key !== "/") return false;
  const target = event.target instanceof HTMLElement ? event.target : null;
  return !target || !(target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}
