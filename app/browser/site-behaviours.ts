import { isSearchShortcut, requestSearch } from "./search-shortcut";
import { revealAll } from "./reveal";
import { wireTopBar } from "./top-bar";

/* The one script every page runs (app/layouts/site.astro), with no framework. */
// The site is light only (spec section 1).
try {
  window.localStorage.setItem("ui-theme", "light");
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
