import type { ReactNode } from "react";
import type { Page, PageLists } from "~/content/types";
import { Hero } from "./hero";
import { PageSections } from "./page-sections";

/** A page written as data: its hero (with the h1), then its sections in order (the CMS preview, the tests; pages: app/pages). */
export function ContentPage({ page, lists = {}, heroAside }: { page: Page; lists?: PageLists; heroAside?: ReactNode }) {
  return (
    <>
      <Hero hero={page.hero} aside={heroAside} />
      <PageSections sections={page.sections} lists={lists} />
    </>
  );
}
