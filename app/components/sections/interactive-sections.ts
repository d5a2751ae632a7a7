import type { Section } from "~/content/types";

/**
 * Section types whose components keep state or handle events (a filter, a form, a copy
 * button; every form renders components/forms/form-view.tsx). A page with one of them must hydrate its body: a kept prerendered body
 * (prerendered-body.tsx) is inert HTML. app/routes/kept-bodies.test.ts holds pages and
 * components to this.
 */
export const interactiveSectionTypes: ReadonlySet<Section["type"]> = new Set<Section["type"]>([
  "blog",
  "contact",
  "docs",
  "form",
  "newsletter",
]);

/**
 * The section component files those types render, the only ones allowed state or handlers (the
 * form, contact and newsletter sections hand theirs to components/forms).
 */
export const interactiveComponentFiles = [
  "blog-list.tsx",
  "copy-email-button.tsx",
  "docs-browser.tsx",
];
