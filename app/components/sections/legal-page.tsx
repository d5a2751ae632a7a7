import type { Page } from "~/content/types";
import { ContentPage } from "./content-page";

/**
 * A policy page. On paper the navy hero turns into plain black-on-white heading text (browsers
 * drop backgrounds when printing, which would leave white text on white).
 */
export function LegalPage({ page }: { page: Page }) {
  return (
    <div className="print:text-black print:[&_[aria-hidden=true]]:hidden print:[&>section:first-child]:bg-white print:[&>section:first-child_*]:text-black print:[&>section:first-child>div]:px-0 print:[&>section:first-child>div]:py-2">
      <ContentPage page={page} />
    </div>
  );
}
