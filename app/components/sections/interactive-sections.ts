import type { Section } from "~/content/types";

/**
 * Section types with live parts: a form, the contact section's Copy email button, the blog's Load
 * More, the documentation's search. app/layouts/sections.astro renders these parts as React
 * islands (Astro's `client:*` directives); every other section is HTML only (page-sections.tsx).
 */
export const islandSectionTypes = ["blog", "contact", "docs", "form", "newsletter"] as const satisfies readonly Section["type"][];
export type IslandSectionType = (typeof islandSectionTypes)[number];

export const isIslandSection = (section: Section): section is Extract<Section, { type: IslandSectionType }> =>
  (islandSectionTypes as readonly string[]).includes(section.type);
