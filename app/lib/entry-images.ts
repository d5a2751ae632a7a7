/**
 * The share image of each entry page (app/lib/entry-image-drawing.ts draws them at build): where it
 * is and what it shows. Every collection of `entryRoutes` gets one; one with a date shows it. */
import { type EntryLayout, entryRoutes } from "~/route-table";
import { formatDate } from "~/lib/format-date";

/** Every share image's size (Open Graph and Twitter's large card). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** What a share image shows, an entry's or a section's (app/lib/seo.ts). */
export type DrawnImage = Pick<EntryImage, "kind" | "title" | "date" | "subtitle">;

export interface EntryImage {
  layout: EntryLayout;
  slug: string;
  /** "Article", "Security advisory HAL-2026-003"... */
  kind: string;
  title: string;
  /** A date or the one fact beside the kind: "March 7, 2024", "London, UK". */
  date?: string;
  /** A line under the title (a section's image has it instead of a kind). */
  subtitle?: string;
  /** Its site path: /og/<layout>/<slug>.png. */
  path: string;
  alt: string;
}

export function entryImage(
  layout: EntryLayout,
  slug: string,
  title: string,
  date?: string,
  kind: string = entryRoutes[layout].kind,
): EntryImage {
  return {
    layout,
    slug,
    kind,
    title,
    date,
    path: `/og/${layout}/${slug}.png`,
    alt: `${kind}: ${title}`,
  };
}

const longDate = (iso: string) => formatDate(iso.slice(0, 10));

interface Entry {
  slug: string;
  title: string;
  date?: string;
}
/** The kinds whose image shows another fact than the entry's date. */
const facts: Partial<Record<EntryLayout, (entry: never) => Partial<EntryImage>>> = {
  "case-study": (entry: { industry: string }) => ({ date: entry.industry }),
  /** A webinar's `date` is the session's date as announced ("March 7, 2024"). */
  webinar: (entry: { date: string }) => ({ date: entry.date }),
  job: (entry: { location: { label: string } }) => ({ date: entry.location.label }),
  advisory: (entry: { id: string; revisions: { date: string }[] }) => ({
    date: longDate(entry.revisions[0]?.date ?? ""),
    kind: `${entryRoutes.advisory.kind} ${entry.id}`,
  }),
};

/** An entry's image: the loaders' meta tags and the share-image endpoint read the same. */
export function imageOf(layout: EntryLayout, entry: Entry): EntryImage {
  const { date, kind } = facts[layout]?.(entry as never) ?? {
    date: entry.date && longDate(entry.date),
  };
  return entryImage(layout, entry.slug, entry.title, date, kind);
}

/** Every entry page's image, from the collections by folder name (drafts and scheduled entries are not in them). */
export function entryImages(collections: Record<string, unknown>): EntryImage[] {
  return (Object.keys(entryRoutes) as EntryLayout[]).flatMap((layout) =>
    ((collections[entryRoutes[layout].folder] ?? []) as Entry[]).map((entry) =>
      imageOf(layout, entry),
    ),
  );
}
