import type { Section } from "~/content/types";

/**
 * Section types whose components keep state or handle events throughout (a filter over a list).
 * A page with one of them must hydrate its body: a kept prerendered body (prerendered-body.tsx)
 * is inert HTML. app/routes/kept-bodies.test.ts holds pages and components to this.
 */
export const interactiveSectionTypes: ReadonlySet<Section["type"]> = new Set<Section["type"]>(["blog", "docs"]);

/**
 * Section types whose live parts are islands (page-islands.tsx): a form, the contact section's
 * copy button. A kept body brings them to life on intent, so their pages keep their bodies.
 */
export const islandSectionTypes: ReadonlySet<Section["type"]> = new Set<Section["type"]>(["contact", "form", "newsletter"]);

/**
 * The section component files allowed state or handlers: the filters', and the islands' (the
 * form, contact and newsletter sections hand theirs to components/forms).
 */
export const interactiveComponentFiles = [
  "blog-list.tsx",
  "copy-email-button.tsx",
  "docs-browser.tsx",
];
