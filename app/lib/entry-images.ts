/**
 * The share image of each entry page (app/files/entry-image-drawing.ts draws them at build): where it
 * is and what it shows. Every collection of entries gets one; one with a date shows it. */
import type { ShareImageFacts } from "~/collections/collection";
import type { EntryLayout } from "~/route-table";
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

const longDate = (iso: string) => formatDate(iso.slice(0, 10));

/** What a collection says of its share images (app/collections/<folder>.ts). */
interface ImageSource<E> {
  id: EntryLayout;
  kind: string;
  image?(entry: E): ShareImageFacts;
}

/** An entry's image: the page data's meta tags and the share-image endpoint read the same; the entry's date
 * unless its collection names another fact. */
export function imageOf<E extends { slug: string; title: string; date?: string }>(
  collection: NoInfer<ImageSource<E>>,
  entry: E,
): EntryImage {
  const facts = collection.image?.(entry) ?? { day: entry.date };
  const kind = facts.kind ?? collection.kind;
  return {
    layout: collection.id,
    slug: entry.slug,
    kind,
    title: entry.title,
    date: facts.day === undefined ? facts.text : longDate(facts.day),
    path: `/og/${collection.id}/${entry.slug}.png`,
    alt: `${kind}: ${entry.title}`,
  };
}
