import type { Section } from "~/content/types";

/**
 * Section types with live parts: a form, the contact section's copy button, the blog's Load More,
 * the documentation's search. Every page keeps its prerendered body (prerendered-body.tsx), inert
 * HTML, and brings these parts to life as islands (page-islands.tsx) on the visitor's first
 * intent to use them. app/routes/kept-bodies.test.ts holds pages and components to this.
 */
export const islandSectionTypes: ReadonlySet<Section["type"]> = new Set<Section["type"]>(["blog", "contact", "docs", "form", "newsletter"]);

/**
 * The section component files allowed state or handlers: the islands' (the form, contact and
 * newsletter sections hand theirs to components/forms).
 */
export const interactiveComponentFiles = [
  "blog-list.tsx",
  "copy-email-button.tsx",
  "docs-browser.tsx",
];
