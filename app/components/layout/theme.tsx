import { useEffect } from "react";

/** Theme preference key (spec section 1). The site is light only; system detection is off. */
export const THEME_STORAGE_KEY = "ui-theme";
export const FORCED_THEME = "light";

/** Records the forced light theme under `ui-theme`; the light class is in the HTML already. */
export function useForcedLightTheme() {
  useEffect(() => {
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, FORCED_THEME);
    } catch {
      // Storage can be blocked (private modes, policies); the page is light regardless.
    }
    document.documentElement.classList.add(FORCED_THEME);
    document.documentElement.classList.remove("dark");
  }, []);
}
