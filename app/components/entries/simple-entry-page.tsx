import type { PressReleaseEntry } from "~/collections/press-releases";
import type { Trail } from "~/content/types";
import { formatDate } from "~/lib/format-date";
import { Masthead } from "~/components/sections/hero";
import { MarkdownBody } from "./markdown-body";

/** What the page of an entry with no fields of its own shows (a press release's). */
export type SimpleEntry = Pick<
  PressReleaseEntry,
  "slug" | "title" | "description" | "date" | "updated" | "html"
>;

/** The page of such an entry: one entry of its collection in words ("Press release"), the entry, its trail. */
export interface SimpleEntryView {
  kind: string;
  entry: SimpleEntry;
  trail: Trail;
}

export function SimpleEntryPage({ data: { kind, entry, trail } }: { data: SimpleEntryView }) {
  const list = trail.length > 2 ? trail.at(-2) : undefined;
  return (
    <>
      <Masthead trail={trail} eyebrow={kind} title={entry.title} intro={entry.description}>
        <p className="text-sm text-slate-300">
          <time dateTime={entry.date}>{formatDate(entry.date)}</time>
          {entry.updated && (
            <>
              {" "}
              · Updated <time dateTime={entry.updated}>{formatDate(entry.updated)}</time>
            </>
          )}
        </p>
      </Masthead>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <MarkdownBody html={entry.html} className="max-w-3xl" />
        {list && (
          <p className="mt-12">
            <a href={list[1]} className="font-semibold text-brand-700 hover:underline">
              Back to {list[0]}
            </a>
          </p>
        )}
      </div>
    </>
  );
}
