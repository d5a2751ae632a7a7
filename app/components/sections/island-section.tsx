import { ErrorBoundary } from "~/components/ui/error-screen";
import type { BlogView, PageLists, Section } from "~/content/types";
import { BlogList } from "./blog-list";
import { Contact } from "./contact";
import { DocsBrowser } from "./docs-browser";
import { DocsGuides } from "./docs-guides";
import { FormSection } from "./form-section";
import type { IslandSectionType } from "./interactive-sections";
import { NewsletterSignup } from "./newsletter-signup";

export type IslandSectionData = Extract<Section, { type: IslandSectionType }>;

/** The blog page's slice of the archive when none is given: every article, one page. */
const WHOLE_ARCHIVE: BlogView = { pageNumber: 1, pageCount: 1, pageSize: Number.POSITIVE_INFINITY };

/**
 * A section with a live part (a form, Copy email, Load More, the documentation's search). Pages
 * hydrate it as a React island (app/layouts/sections.astro), so this module imports only what
 * those five need: it is the island's code.
 */
export function IslandSection(props: { section: IslandSectionData; lists?: PageLists; blogView?: BlogView }) {
  return (
    <ErrorBoundary>
      <IslandSectionView {...props} />
    </ErrorBoundary>
  );
}

function IslandSectionView({ section, lists = {}, blogView = WHOLE_ARCHIVE }: { section: IslandSectionData; lists?: PageLists; blogView?: BlogView }) {
  switch (section.type) {
    case "form":
      return <FormSection section={section} forms={lists.forms} posts={lists.formPosts} />;
    case "contact":
      return <Contact section={section} forms={lists.forms} posts={lists.formPosts} />;
    case "newsletter":
      return <NewsletterSignup section={section} forms={lists.forms} posts={lists.formPosts} />;
    case "blog":
      return <BlogList section={section} articles={lists.articles ?? []} view={blogView} />;
    case "docs":
      return <DocsBrowser section={section} />;
  }
}

/** Only the lists an island reads, so its props (serialized into the page) carry nothing else. */
export function islandLists(section: IslandSectionData, { forms, formPosts, articles }: PageLists): PageLists {
  return section.type === "blog" ? { articles } : section.type === "docs" ? {} : { forms, formPosts };
}

/** What follows the documentation's island: the guides its topics link to, plain HTML. */
export function DocsGuidesAfter({ section }: { section: IslandSectionData }) {
  return section.type === "docs" ? <DocsGuides categories={section.categories} backTo={section.id ?? "docs"} /> : null;
}
