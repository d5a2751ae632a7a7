import type { BlogSection, DocsSection } from "~/content/types";

/*
 * The `data-island` names of the sections' live parts: the sections render their wrappers
 * (islands.tsx `Island`), page-islands.tsx wakes them. A module of its own, so that neither
 * side imports the other.
 */

/** The contact section's Copy email button. */
export const COPY_EMAIL_ISLAND = "copy-email";

/** The blog's article list (Load More Articles shows the next ones in place). */
export const blogIslandName = (section: BlogSection) => `blog:${section.id ?? "blog"}`;

/** The documentation's search and the topic lists it filters. */
export const docsIslandName = (section: DocsSection) => `docs:${section.id ?? "docs"}`;
