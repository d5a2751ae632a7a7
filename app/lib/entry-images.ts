/**
 * The share image of each entry page (app/lib/entry-image-drawing.ts draws them at build): where it
 * is and what it shows. A kind of entry with a page gets one by being in `entryImageKinds`.
 */
import type { EntryLayout } from "~/route-table";

/** Every share image's size (Open Graph and Twitter's large card). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** What the image names each kind of entry page. */
export const entryImageKinds = {
  article: "Article",
  "case-study": "Case study",
  webinar: "Webinar",
  job: "Job opening",
  advisory: "Security advisory",
  research: "Threat research",
} as const satisfies Record<EntryLayout, string>;

export interface EntryImage {
  layout: EntryLayout;
  slug: string;
  /** "Article", "Security advisory HAL-2026-003"... */
  kind: string;
  title: string;
  /** A date or the one fact beside the kind: "March 7, 2024", "London, UK". */
  date?: string;
  /** Its site path: /og/<layout>/<slug>.png. */
  path: string;
  alt: string;
}

export function entryImage(layout: EntryLayout, slug: string, title: string, date?: string, kind: string = entryImageKinds[layout]): EntryImage {
  return { layout, slug, kind, title, date, path: `/og/${layout}/${slug}.png`, alt: `${kind}: ${title}` };
}

const longDate = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));

/** Each kind's image from its entry: the loaders' meta tags and the share-image endpoint read the same. */
export const imageOf = {
  article: (entry: { slug: string; title: string; date: string }) => entryImage("article", entry.slug, entry.title, longDate(entry.date)),
  "case-study": (entry: { slug: string; title: string; industry: string }) => entryImage("case-study", entry.slug, entry.title, entry.industry),
  /** `date` is the session's date as announced ("March 7, 2024"). */
  webinar: (entry: { slug: string; title: string; date: string }) => entryImage("webinar", entry.slug, entry.title, entry.date),
  job: (entry: { slug: string; title: string; location: { label: string } }) => entryImage("job", entry.slug, entry.title, entry.location.label),
  advisory: (entry: { slug: string; id: string; title: string; revisions: { date: string }[] }) =>
    entryImage("advisory", entry.slug, entry.title, longDate(entry.revisions[0]?.date ?? ""), `${entryImageKinds.advisory} ${entry.id}`),
  research: (entry: { slug: string; title: string; date: string }) => entryImage("research", entry.slug, entry.title, longDate(entry.date)),
} satisfies Record<EntryLayout, (entry: never) => EntryImage>;

/** The collection each kind's entries are in: the share-image endpoint draws one image per entry. */
export const imageCollections = {
  article: "articles",
  "case-study": "caseStudies",
  webinar: "webinars",
  job: "jobs",
  advisory: "advisories",
  research: "research",
} as const satisfies Record<EntryLayout, string>;

/** Every entry page's image, from the collections (drafts and scheduled entries are not in them). */
export function entryImages(collections: { [K in (typeof imageCollections)[EntryLayout]]: unknown[] }): EntryImage[] {
  return (Object.keys(imageCollections) as EntryLayout[]).flatMap((layout) => collections[imageCollections[layout]].map((entry) => imageOf[layout](entry as never)));
}
