/** A module of its own so the build's CSP step loads nothing else of the forms layer. */
export const FORMSPREE_ORIGIN = "https://formspree.io";
export const HUBSPOT_ORIGIN = "https://api.hsforms.com";
