import type { PolicyView } from "~/content/types";
import { formatDate } from "~/lib/format-date";
import { Masthead } from "~/components/sections/hero";
import { MarkdownBody } from "./markdown-body";
import { TableOfContents } from "./table-of-contents";

/**
 * On paper the navy header, breadcrumbs and contents drop out: browsers skip backgrounds when
 * printing, which would leave white text on white. */
export function PolicyPage({ data: { policy, trail } }: { data: PolicyView }) {
  return (
    <div className="print:text-black print:[&_[aria-hidden=true]]:hidden print:[&>section:first-child]:bg-white print:[&>section:first-child_*]:text-black print:[&>section:first-child>div]:px-0 print:[&>section:first-child>div]:py-2">
      <Masthead trail={trail} eyebrow="Legal" title={policy.title} intro={policy.intro} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8 print:max-w-none print:px-0 print:pt-4 print:pb-0">
        <p className="text-sm font-semibold text-ink print:text-base">
          Last Updated: <time dateTime={policy.lastUpdated}>{formatDate(policy.lastUpdated)}</time>
        </p>
        <div className="mt-8 grid gap-10 lg:grid-cols-[16rem_1fr] print:mt-4 print:block">
          <TableOfContents toc={policy.toc} numbered />
          <MarkdownBody html={policy.html} numbered className="max-w-3xl print:max-w-none" />
        </div>
      </div>
    </div>
  );
}
