/*
 * What routes/page.tsx loads lazily: the page body. Its own module because home and blog import
 * ContentPage directly (their bodies hydrate); a lazy import of content-page.tsx itself would be
 * an import the bundler cannot split, and it warns about it on every build.
 */
export { ContentPage } from "./content-page";
