/** Theme preference key (spec section 1). The site is light only; system detection is off. */
export const THEME_STORAGE_KEY = "ui-theme";
export const FORCED_THEME = "light";
