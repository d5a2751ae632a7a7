/*
 * What the page, blog and home routes load lazily (for a client-side navigation): a page body,
 * or the home page's sections. One module for both, so the routes share one chunk.
 */
export { ContentPage } from "./content-page";
export { PageSections } from "./page-sections";
