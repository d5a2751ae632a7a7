/*
 * What routes/page.tsx and routes/home.tsx load lazily: a page body, or the home page's sections.
 * Its own module because the blog imports ContentPage directly (its body hydrates); a lazy import
 * of content-page.tsx itself would be an import the bundler cannot split, and it warns about it
 * on every build.
 */
export { ContentPage } from "./content-page";
export { PageSections } from "./page-sections";
