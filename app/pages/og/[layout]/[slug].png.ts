import type { APIRoute, GetStaticPaths } from "astro";
import { site } from "~/content/site";
import { entriesIn } from "~/content-layer/store";
import { everyEntryCollection } from "~/collections/list";
import type { EntryImage } from "~/lib/entry-images";
import { imagesOf } from "~/page-data/collections.server";
import { shareImagePng } from "~/files/entry-image-drawing";
import { pngResponse } from "~/files/file-response";

/** Every entry page's share image, /og/<kind>/<slug>.png (drawn only when what it shows changed). */
export const getStaticPaths = (async () => {
  const images = await Promise.all(
    everyEntryCollection.map(async ({ folder }) => imagesOf(folder, await entriesIn(folder))),
  );
  return images.flat().map((image) => ({
    params: { layout: image.layout, slug: image.slug },
    props: { image },
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ image: EntryImage }> = async ({ props }) =>
  pngResponse(await shareImagePng(props.image, site.name));
