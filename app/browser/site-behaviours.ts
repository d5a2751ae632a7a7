import { FORCED_THEME, THEME_STORAGE_KEY } from "./theme";
import { isSearchShortcut, requestSearch } from "./search-shortcut";
import { revealAll } from "./reveal";
import { wireTopBar } from "./top-bar";

/* The one script every page runs (app/layouts/site.astro), with no framework. */
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
