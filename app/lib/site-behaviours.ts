import { FORCED_THEME, THEME_STORAGE_KEY } from "./theme";
import { isSearchShortcut, requestSearch } from "./search-shortcut";
import { revealAll } from "./reveal";
import { wireTopBar } from "./top-bar";

/*
 * The one script every page runs (app/layouts/site.astro), plain script with no framework: it
 * records the forced light theme (spec section 1), runs the top bar's menus and drawer
 * (top-bar.ts), fades content in as it scrolls into view (reveal.ts), and turns the search shortcuts (Ctrl/Cmd-K, "/") into the event that opens the
 * site search, whose island wakes on it (client:intent).
 */
try {
  window.localStorage.setItem(THEME_STORAGE_KEY, FORCED_THEME);
} catch {
  // Storage can be blocked (private modes, policies); the page is light regardless.
}

window.addEventListener("keydown", (event) => {
  if (!isSearchShortcut(event)) return;
  event.preventDefault();
  requestSearch();
});

wireTopBar();
revealAll();
