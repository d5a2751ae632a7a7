import type { APIRoute, GetStaticPaths } from "astro";
import { site } from "~/content/site";
import { collectionEntries } from "~/content-layer/store";
import { type EntryImage, entryImages } from "~/lib/entry-images";
import { entryRoutes } from "~/route-table";
import { shareImagePng } from "~/lib/entry-image-drawing";
import { pngResponse } from "~/lib/file-response";

/** Every entry page's share image, /og/<kind>/<slug>.png (drawn only when what it shows changed). */
export const getStaticPaths = (async () => {
  const names = Object.values(entryRoutes).map((route) => route.folder);
  const collections = Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, await collectionEntries(name)])),
  );
  return entryImages(collections).map((image) => ({
    params: { layout: image.layout, slug: image.slug },
    props: { image },
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ image: EntryImage }> = async ({ props }) =>
  pngResponse(await shareImagePng(props.image, site.name));
