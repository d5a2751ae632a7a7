/** The site is light only (spec section 1). */
export const THEME_STORAGE_KEY = "ui-theme";
export const FORCED_THEME = "light";
