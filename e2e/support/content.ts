/**
 * The content as the site was built from it (the content build's output), for tests that check
 * what a page shows against the file it came from.
 */
export { allArticles, allCaseStudies, allEvents, allJobs, allPages, allPolicies, allWebinars, claimRegister } from "../../.content-collections/generated";
export { site } from "../../app/content/site";

import { allPages } from "../../.content-collections/generated";

/** The page entry a path shows (content/pages/<path>.yaml). */
export function pageEntry(path: string) {
  const page = allPages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No content page for ${path}`);
  return page;
}
